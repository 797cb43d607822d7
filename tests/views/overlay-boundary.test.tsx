// An overlay whose chunk fails to arrive: the seller is told, the page stays, and the next open fetches again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../../src/views/app/lazy.ts';
import { LazyOverlay } from '../../src/views/layout/OverlayBoundary.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';

/** A chunk that fails to load while the phone has no signal, and arrives once it has. */
function chunkOverSignal() {
  let online = false;
  let attempts = 0;
  const load = async () => {
    attempts += 1;
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return { Panel: () => <p>The panel</p> };
  };
  return {
    Panel: lazyNamed(load, 'Panel'),
    attempts: () => attempts,
    goOnline: () => {
      online = true;
    },
  };
}

function Page({ Panel }: { Panel: ReturnType<typeof chunkOverSignal>['Panel'] }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <main>
      <h1>Dashboard</h1>
      <button onClick={() => setOpen(!isOpen)}>Menu</button>
      {isOpen ? 'open' : 'closed'}
      <LazyOverlay what="the menu" isOpen={isOpen} onFailure={() => setOpen(false)}>
        <Panel />
      </LazyOverlay>
    </main>
  );
}

describe('an overlay loaded on demand', () => {
  afterEach(async () => {
    await dismissAllToasts();
  });

  it('says it could not open, keeps the page, and fetches again on the next press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Panel, attempts, goOnline } = chunkOverSignal();
    const user = userEvent.setup();
    render(
      <>
        <Page Panel={Panel} />
        <ToastRegion />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByText('Could not open the menu')).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByText('The panel')).not.toBeInTheDocument();
    const failedAttempts = attempts();
    expect(failedAttempts).toBeGreaterThan(0);

    // React keeps a lazy component's failure for good; lazyNamed's fresh component fetches again.
    goOnline();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByText('The panel')).toBeInTheDocument();
    expect(attempts()).toBe(failedAttempts + 1);
  });
});
