// Each route renders inside its own error boundary and Suspense, so one broken page never blanks the app.
import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../layout/PageLoading.tsx';
import { retryFailedChunks } from './lazy.ts';
import { Banner } from '../ui/Banner.tsx';
import { Button } from '../ui/Button.tsx';
import { Heading, Paragraph } from '../ui/Heading.tsx';
import * as styles from './App.css.ts';

type BoundaryState = { error: Error | null };

class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={styles.failure}>
        <Heading level={1} size="lg">
          Something went wrong
        </Heading>
        <Banner tone="error">This page could not be shown. {this.state.error.message}</Banner>
        <Paragraph muted>Try again; if it keeps happening, reload the page or contact support.</Paragraph>
        <div>
          <Button
            variant="primary"
            onPress={() => {
              retryFailedChunks();
              this.setState({ error: null });
            }}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }
}

/** The path focus was last placed for; null until the first page has shown (which keeps the browser's focus). */
let focusedPath: string | null = null;

/** After an in-app navigation, focus lands on the new page's <main> so screen readers start there. */
function FocusOnNavigate() {
  const [path] = useLocation();
  useEffect(() => {
    // Nested boundaries share one location: only the first to see a new path moves focus.
    if (focusedPath === path) return;
    const isFirstPage = focusedPath === null;
    focusedPath = path;
    if (isFirstPage) return;
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo?.(0, 0);
  }, [path]);
  return null;
}

/** Keyed by path (or route class) by the caller, so leaving a broken page clears its error. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        {children}
        <FocusOnNavigate />
      </Suspense>
    </ErrorBoundary>
  );
}
