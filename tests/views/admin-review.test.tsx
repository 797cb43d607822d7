// The admin review screens in the real App over the in-memory admin API: queue, sellers list, detail,
// documents, approve (confirmed), reject and suspend (a reason required), reinstate, and a 409 refusal.
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
  it('shows the counts and the pending queue, oldest first, with links to each seller', async () => {
    const app = renderAdmin('/admin/dashboard');
    const queue = await screen.findByRole('list', { name: /Pending sellers, oldest submission first/ }, slow);
    const items = within(queue).getAllByRole('listitem');
    // Tindahan 40 submitted long before Tindahan 1: the one who waited longest comes first.
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Tindahan 40',
      'Tindahan 1',
    ]);
    expect(within(items[1]!).getByText('seller1@tindahan.ph')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Tindahan 1 Trading Inc.')).toBeInTheDocument();
    expect(screen.getByTestId('count-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('count-approved')).toHaveTextContent('1');
    expect(screen.getByText('2 sellers are waiting for review.')).toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('link', { name: 'Tindahan 1' }));
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

describe('sellers list', () => {
  it('is in the admin navigation and lists every status, oldest first, with each status shown', async () => {
    const app = renderAdmin('/admin/dashboard');
    await screen.findByRole('list', { name: /Pending sellers/ }, slow);
    await userEvent.click(screen.getAllByRole('link', { name: 'Sellers' })[0]!);
    await waitFor(() => expect(app.location()).toBe('/admin/sellers'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sellers' }, slow)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sellers, oldest submission first' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Tindahan 40',
      'Tindahan 5',
      'Tindahan 1',
    ]);
    expect(within(items[1]!).getByText('Approved')).toBeInTheDocument();
    await app.unmountAll();
  });

  it('searches on the server and filters by status, keeping both in the URL', async () => {
    const app = renderAdmin('/admin/sellers');
    await screen.findByRole('list', { name: /^Sellers/ }, slow);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'seller5@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.memory.history.at(-1)).toBe('/admin/sellers?q=seller5%40'), slow);
    const found = await screen.findByRole('list', { name: /^Sellers/ });
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('listitem')
          .map((item) => within(item).getByRole('link').textContent),
      ).toEqual(['Tindahan 5']),
    );
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(
      await screen.findByText('No pending seller matches “seller5@”.', undefined, slow),
    ).toBeInTheDocument();
    expect(app.memory.history.at(-1)).toBe('/admin/sellers?q=seller5%40&status=pending');
    await app.unmountAll();
  });

  it('opens with the filters the URL names', async () => {
    const app = renderAdmin('/admin/sellers?status=approved&order=newest');
    const list = await screen.findByRole('list', { name: 'Sellers, newest submission first' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Tindahan 5' })).toBeInTheDocument();
    await app.unmountAll();
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

  it('approves once confirmed, after which only a suspension is offered', async () => {
    const app = renderAdmin(`/admin/sellers/${pending.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, slow));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this seller?' });
    expect(confirm).toHaveTextContent('Tindahan 1 will be approved and told so in the app and by e-mail.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve seller' }));
    await waitFor(() => expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'), slow);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Decisions, newest first' })).toHaveTextContent('Approved');
    // Back on the dashboard the counts are read again.
    await userEvent.click(screen.getByRole('link', { name: '← Back to the queue' }));
    await waitFor(() => expect(screen.getByTestId('count-approved')).toHaveTextContent('2'), slow);
    expect(screen.getByTestId('count-pending')).toHaveTextContent('1');
    await app.unmountAll();
  });

  it('cancelling the approval confirmation changes nothing', async () => {
    const app = renderAdmin(`/admin/sellers/${pending.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, slow));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this seller?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), slow);
    expect(screen.getByTestId('approval-status')).toHaveTextContent('Pending');
    expect(screen.getByText('No decision yet.')).toBeInTheDocument();
    await app.unmountAll();
  });

  it('suspends an approved seller with a reason, then reinstates them', async () => {
    const app = renderAdmin(`/admin/sellers/${approved.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this seller' });
    expect(dialog).toHaveTextContent(
      'Tindahan 5 is signed out at once and cannot sign in or sell until reinstated.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend seller' }));
    expect(within(dialog).getByText('Please give the seller a reason.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason for the seller' }),
      'Counterfeit goods.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend seller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(screen.getByTestId('approval-status')).toHaveTextContent('Suspended');
    expect(screen.getByText('Reason: Counterfeit goods.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This seller is suspended: signed out, and unable to sign in or sell until reinstated.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reinstate this seller?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reinstate seller' }));
    await waitFor(() => expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'), slow);
    const history = screen.getByRole('list', { name: 'Decisions, newest first' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([expect.stringContaining('Reinstated'), expect.stringContaining('Suspended')]);
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
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Approve this seller?' })).getByRole('button', {
        name: 'Approve seller',
      }),
    );
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
