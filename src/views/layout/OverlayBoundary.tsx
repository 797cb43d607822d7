// An overlay whose code loads on demand (the profile drawer, the notification panel): mounted the first time
// it opens, nothing shown while its chunk arrives, and when the chunk fails on a weak signal the seller is
// told so and may press again, while the page under it stays as it was.
import { Component, Suspense, type ReactNode } from 'react';
import { retryFailedChunks } from '../app/lazy.ts';
import { showToast } from '../toast/toasts.ts';
import { useOpenedOnce } from './on-demand.ts';

type Props = {
  isOpen: boolean;
  /** What could not be opened, for the toast: "the profile menu". */
  what: string;
  /** Closes the overlay, so the next press opens it afresh. */
  onFailure: () => void;
  children: ReactNode;
};

class OverlayBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`Could not open ${this.props.what}`, error);
    showToast({
      tone: 'error',
      title: `Could not open ${this.props.what}`,
      description: 'Check your connection and try again.',
    });
    this.props.onFailure();
  }

  override componentDidUpdate(previous: Props) {
    // Closed after a failure: the next open tries again (lazyNamed fetches afresh).
    if (this.state.failed && this.props.isOpen && !previous.isOpen) {
      retryFailedChunks();
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The overlay's lazy component as `children`; it stays mounted once opened, so it can animate out. */
export function LazyOverlay({ children, ...boundary }: Props) {
  const isMounted = useOpenedOnce(boundary.isOpen);
  if (!isMounted) return null;
  return (
    <OverlayBoundary {...boundary}>
      <Suspense fallback={null}>{children}</Suspense>
    </OverlayBoundary>
  );
}
