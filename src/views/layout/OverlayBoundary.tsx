// An overlay whose code loads on demand (the profile drawer, the notification panel) may fail to arrive on
// a weak signal: the seller is told so and may press again, and the page under it stays as it was.
import { Component, type ReactNode } from 'react';
import { retryFailedChunks } from '../app/lazy.ts';
import { showToast } from '../toast/toasts.ts';

type Props = {
  isOpen: boolean;
  /** What could not be opened, for the toast: "the profile menu". */
  what: string;
  /** Closes the overlay, so the next press opens it afresh. */
  onFailure: () => void;
  children: ReactNode;
};

export class OverlayBoundary extends Component<Props, { failed: boolean }> {
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
