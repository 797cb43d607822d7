// The admin review screens in the real App over the in-memory admin API: queue, detail, documents,
// approve, reject (a reason required) and a 409 refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSellerDetail } from '../services/admin-sellers.ts';
import { renderApp, type Fakes } from './fake-app-logic.tsx';
import { approvalStatus } from '#schemas/seller';

const slow = { timeout: 5000 };

const pending = makeSellerDetail(1);
const older = makeSellerDetail(40);
const approved = makeSellerDetail(5, { approvalStatus: approvalStatus.approved });
const sellers = [pending, older, approved];

function renderAdmin(path: string, adminReview: Fakes['adminReview'] = { sellers }) {
  localStorage.setItem('admin_token', 'admin-token');
  return renderApp(path, { adminReview });
}

describe('admin dashboard', () => {
  it('shows the counts and the pending queue, newest first, with links to each seller', async () => {
    const app = renderAdmin('/admin/dashboard');
    const queue = await screen.findByRole('list', { name: /Pending sellers/ }, slow);
    const items = within(queue).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Tindahan 1',
      'Tindahan 40',
    ]);
    expect(within(items[0]!).getByText('seller1@tindahan.ph')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Tindahan 1 Trading Inc.')).toBeInTheDocument();
    expect(screen.getByTestId('count-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('count-approved')).toHaveTextContent('1');
    expect(screen.getByText('2 sellers are waiting for review.')).toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('link', { name: 'Tindahan 1' }));
    await waitFor(() => expect(app.location()).toBe(`/admin/sellers/${pending.id}`));
    await app.unmountAll();
  });

  it('lists the other statuses through the tabs, keeping the tab in the URL', async () => {
    const app = renderAdmin('/admin/dashboard');
    await screen.findByRole('list', { name: /Pending sellers/ }, slow);
    await userEvent.click(screen.getByRole('tab', { name: 'Approved (1)' }));
    const queue = await screen.findByRole('list', { name: /Approved sellers/ }, slow);
    expect(within(queue).getByRole('link', { name: 'Tindahan 5' })).toBeInTheDocument();
    expect(app.memory.history.at(-1)).toBe('/admin/dashboard?status=approved');
    await app.unmountAll();
  });

  it('opens on the tab the URL names', async () => {
    const app = renderAdmin('/admin/dashboard?status=approved');
    const queue = await screen.findByRole('list', { name: /Approved sellers/ }, slow);
    expect(within(queue).getByRole('link', { name: 'Tindahan 5' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved (1)' })).toHaveAttribute('aria-selected', 'true');
    await app.unmountAll();
  });

  it('says so when nobody waits, and offers a retry when loading fails', async () => {
    const empty = renderAdmin('/admin/dashboard', { sellers: [] });
    expect(await screen.findByText(/No seller is waiting for review/, undefined, slow)).toBeInTheDocument();
    await empty.unmountAll();
    const failing = renderAdmin('/admin/dashboard', { sellers, fail: { list: true } });
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The sellers could not be loaded.');
    await failing.unmountAll();
  });
});

describe('seller review', () => {
  it('shows everything submitted and a document in the page', async () => {
    const app = renderAdmin(`/admin/sellers/${pending.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Tindahan 1' }, slow);
    expect(screen.getByText('1 Ayala Avenue')).toBeInTheDocument();
    expect(screen.getByText('1 Warehouse Road')).toBeInTheDocument();
    expect(screen.getByText('Tindahan 1 Trading Inc.')).toBeInTheDocument();
    expect(screen.getByText('Ana Reyes')).toBeInTheDocument();
    expect(screen.getByText('No decision yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Primary ID' }));
    expect(await screen.findByRole('img', { name: 'Primary ID' }, slow)).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'View SEC Certificate' }));
    expect(await screen.findByTitle('SEC Certificate', undefined, slow)).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await app.unmountAll();
  });

  it('approves, after which neither decision can be made again', async () => {
    const app = renderAdmin(`/admin/sellers/${pending.id}`);
    const approve = await screen.findByRole('button', { name: 'Approve' }, slow);
    await userEvent.click(approve);
    await waitFor(() => expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'), slow);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Decisions, newest first' })).toHaveTextContent('Approved');
    // Back on the dashboard the counts are read again.
    await userEvent.click(screen.getByRole('link', { name: '← Back to the queue' }));
    await waitFor(() => expect(screen.getByTestId('count-approved')).toHaveTextContent('2'), slow);
    expect(screen.getByTestId('count-pending')).toHaveTextContent('1');
    await app.unmountAll();
  });

  it('requires a reason to reject, then records it', async () => {
    const app = renderAdmin(`/admin/sellers/${pending.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this seller' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
    expect(within(dialog).getByText('Please give the seller a reason.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the seller' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(within(dialog).getByRole('textbox'), 'The permit is unreadable.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject seller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(screen.getByTestId('approval-status')).toHaveTextContent('Rejected');
    expect(screen.getByText('Reason: The permit is unreadable.')).toBeInTheDocument();
    await app.unmountAll();
  });

  it('shows a 409 refusal clearly and reloads the seller on request', async () => {
    const app = renderAdmin(`/admin/sellers/${pending.id}`, { sellers, fail: { decide: 409 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, slow));
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('The decision was not saved. This seller is already approved.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload seller' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), slow);
    await app.unmountAll();
  });

  it('says when the seller does not exist', async () => {
    const app = renderAdmin('/admin/sellers/00000000-0000-4000-9000-999999999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seller not found' }, slow),
    ).toBeInTheDocument();
    await app.unmountAll();
  });
});
