// Model-based test of the admin's payout desk (issue 13): the first page arriving or failing, Mark as
// completed with a required bank reference, Mark as failed with a required reason (the amount back in the
// seller's balance, shown on their other request), the server answering, failing or saying another admin
// decided first (409: the dialog says so while the list reloads), paging, the Completed tab kept in the URL,
// and Export pending as CSV saved or failing. It drives the real view over the real composition
// (src/app/admin-payouts.ts) and an in-memory server that answers when the model says so; at every model
// state it checks the screen AND the production desk machine (and its invoked list). The payout lifecycle
// statechart runs beside it as an actor, sent what happens to request #1: it must sit where the server's
// request is.
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventFrom } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { orderTimeZone } from '#schemas/orders';
import { payoutLifecycleMachine } from '#machines/payout-status/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { provideAdminPayouts } from '../../src/app/admin-payouts.ts';
import { AppLogicProvider } from '../../src/views/app/app-logic.tsx';
import { PayoutDesk } from '../../src/views/admin/payouts/PayoutDesk.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { modelInspect } from '../helpers/model-coverage.ts';
import { createFakeAdminPayouts, makeAdminPayoutRequest } from '../services/admin-payouts.ts';
import { createFakeAppLogic } from '../views/fake-app-logic.tsx';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const deskBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_DESK' }
      | { type: 'PAGE_ARRIVES' }
      | { type: 'PAGE_FAILS' }
      | { type: 'RETRY' }
      | { type: 'COMPLETE' }
      | { type: 'FAIL' }
      | { type: 'SUBMIT_EMPTY' }
      | { type: 'SUBMIT_REFERENCE' }
      | { type: 'SUBMIT_REASON' }
      | { type: 'CANCEL' }
      | { type: 'SERVER_DECIDES' }
      | { type: 'SERVER_FAILS' }
      | { type: 'ANOTHER_ADMIN_DECIDED_FIRST' }
      | { type: 'DISMISS' }
      | { type: 'EXPORT' }
      | { type: 'EXPORT_ARRIVES' }
      | { type: 'EXPORT_FAILS' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'PICK_COMPLETED' };
  },
}).createMachine({
  id: 'payoutDeskBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_DESK: 'loading' } },
    loading: {
      description: 'the first page of pending requests is on its way',
      on: { PAGE_ARRIVES: 'desk', PAGE_FAILS: 'failed' },
    },
    failed: { description: 'the desk says it could not load and offers a retry', on: { RETRY: 'loading' } },
    desk: {
      description: 'the two oldest of three pending requests, each with Mark as completed and Mark as failed',
      on: {
        COMPLETE: 'completing',
        FAIL: 'failing',
        EXPORT: 'exporting',
        SCROLL_TO_END: 'loadingMore',
        PICK_COMPLETED: 'completedLoading',
      },
    },
    completing: {
      description: 'the completion dialog asks for the bank reference, empty',
      on: { SUBMIT_EMPTY: 'referenceMissing', SUBMIT_REFERENCE: 'completingSent', CANCEL: 'desk' },
    },
    referenceMissing: {
      description: "the dialog says 'Bank reference is required'; nothing was sent",
      on: { SUBMIT_REFERENCE: 'completingSent' },
    },
    completingSent: {
      description: 'the completion and its reference are with the server, the dialog locked',
      on: {
        SERVER_DECIDES: 'completed',
        SERVER_FAILS: 'completionFailed',
        ANOTHER_ADMIN_DECIDED_FIRST: 'refused',
      },
    },
    completionFailed: {
      description: 'the dialog says the decision was not saved and keeps the reference',
      on: { SUBMIT_REFERENCE: 'completingSent', CANCEL: 'desk' },
    },
    completed: { description: 'the paid request left the desk, a toast says so, the count moved' },
    failing: {
      description:
        "the failure dialog says the amount returns to the seller's balance and asks for the reason",
      on: { SUBMIT_EMPTY: 'reasonMissing', SUBMIT_REASON: 'failingSent', CANCEL: 'desk' },
    },
    reasonMissing: {
      description: "the dialog says 'Reason is required'; nothing was sent",
      on: { SUBMIT_REASON: 'failingSent' },
    },
    failingSent: {
      description: 'the failure and its reason are with the server, the dialog locked',
      on: { SERVER_DECIDES: 'failedPayout', SERVER_FAILS: 'failureNotSaved' },
    },
    failureNotSaved: {
      description: 'the dialog says the decision was not saved and keeps the reason',
      on: { SUBMIT_REASON: 'failingSent' },
    },
    failedPayout: {
      description: "the failed request left the desk; the seller's other request shows the amount back",
    },
    refused: {
      description: 'a dialog says another admin completed the request first, in the server’s words',
      on: { DISMISS: 'reloading' },
    },
    reloading: {
      description: 'the dialog is closed and the desk loads afresh',
      on: { PAGE_ARRIVES: 'reloaded' },
    },
    reloaded: { description: 'the desk lists the requests as they are, the one decided elsewhere gone' },
    exporting: {
      description: 'the pending requests are on their way as a CSV',
      on: { EXPORT_ARRIVES: 'exported', EXPORT_FAILS: 'exportFailed' },
    },
    exported: { description: "the bank's batch file is saved under today's name" },
    exportFailed: { description: 'a toast says the export failed' },
    loadingMore: {
      description: 'the page after the last request loaded is on its way under the list',
      on: { PAGE_ARRIVES: 'allPending' },
    },
    allPending: { description: 'every pending request is listed once, oldest first' },
    completedLoading: {
      description: 'the Completed tab is chosen, kept in the URL, and its first page is on its way',
      on: { PAGE_ARRIVES: 'completedTab' },
    },
    completedTab: { description: 'the completed requests show their reference and no decision' },
  },
});

type BehaviourEvent = EventFrom<typeof deskBehaviour>;
const everyEvent = (
  [
    'OPEN_DESK',
    'PAGE_ARRIVES',
    'PAGE_FAILS',
    'RETRY',
    'COMPLETE',
    'FAIL',
    'SUBMIT_EMPTY',
    'SUBMIT_REFERENCE',
    'SUBMIT_REASON',
    'CANCEL',
    'SERVER_DECIDES',
    'SERVER_FAILS',
    'ANOTHER_ADMIN_DECIDED_FIRST',
    'DISMISS',
    'EXPORT',
    'EXPORT_ARRIVES',
    'EXPORT_FAILS',
    'SCROLL_TO_END',
    'PICK_COMPLETED',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(deskBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const first = makeAdminPayoutRequest(1);
// The same seller's second request: a failed payout's amount shows on it.
const second = makeAdminPayoutRequest(2, {
  seller: first.seller,
  accountName: first.accountName,
  sellerAvailable: first.sellerAvailable,
});
const third = makeAdminPayoutRequest(3);
const requests = [
  first,
  second,
  third,
  makeAdminPayoutRequest(4, { status: 'completed' }),
  makeAdminPayoutRequest(5, { status: 'failed' }),
];
const nameOf = (request: typeof first) => `${request.seller.storeName} Request #${request.id}`;
const reference = 'IBFT-20261124-0001';
const reason = 'GCash says the number is not registered.';
const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const philippineToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: orderTimeZone }).format(new Date());

beforeEach(() => FakeIntersectionObserver.install());

describe(`payout desk (${paths.length} paths)`, () => {
  afterAll(() => console.info(`payout desk model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminPayouts({ requests, pageSize: 2 });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      const location = memoryLocation({ path: '/admin/payouts', record: true });
      const saved: { blob: Blob; name: string }[] = [];
      // The production lifecycle beside the desk, sent what happens to request #1.
      const lifecycle = createActor(payoutLifecycleMachine, { inspect: modelInspect }).start();
      let view: ReturnType<typeof render> | undefined;
      const appLogic = createFakeAppLogic(
        '/admin/payouts',
        location.navigate,
        {},
        { inspect: actors.inspect },
      );

      const desk = () => actors.latest('payoutDesk').getSnapshot();
      const list = () =>
        (actors.latest('payoutDesk') as AnyActorRef).getSnapshot().children.list.getSnapshot();
      const decisionIs = (value: string) =>
        waitFor(() => expect(desk().value).toMatchObject({ decision: value }));
      const rows = async (count: number) => {
        const shown = await screen.findByRole('list', { name: /payout requests, the/ });
        await waitFor(() => expect(within(shown).queryAllByRole('article')).toHaveLength(count));
        return within(shown).queryAllByRole('article');
      };
      const rowOf = (request: typeof first) => screen.getByRole('article', { name: nameOf(request) });
      const dialog = (name: string) => screen.findByRole('dialog', { name });
      const lifecycleMatchesServer = () =>
        expect(lifecycle.getSnapshot().value).toBe(memory.requests.get(first.id)!.status);

      try {
        await path.test({
          states: {
            start: () => {
              expect(api.waiting('list')).toBe(0);
              lifecycleMatchesServer();
            },
            loading: async () => {
              expect(await screen.findByText('Loading payout requests…')).toBeVisible();
              await decisionIs('idle');
              expect(list().value).toBe('loading');
              expect(api.waiting('list')).toBe(1);
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(
                'The payout requests could not be loaded.',
              );
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(list().value).toBe('failed');
            },
            desk: async () => {
              const [oldest, next] = await rows(2);
              expect(oldest).toHaveAccessibleName(nameOf(first));
              expect(next).toHaveAccessibleName(nameOf(second));
              expect(within(oldest!).getByText('₱1,250.50')).toBeVisible();
              expect(within(oldest!).getByText(first.accountNumber)).toBeVisible();
              expect(within(next!).getByText('₱2,500.00')).toBeVisible();
              expect(screen.getByText('3 pending requests, the longest waiting first.')).toBeVisible();
              expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
              expect(screen.queryByRole('dialog')).toBeNull();
              await decisionIs('idle');
              expect(list().value).toBe('idle');
              expect(memory.calls.filter((call) => call.startsWith('decide'))).toEqual([]);
              lifecycleMatchesServer();
            },
            completing: async () => {
              const open = await dialog('Mark as completed');
              expect(open).toHaveTextContent('Record the bank’s reference of the transfer.');
              expect(open).toHaveTextContent(`GCash ${first.accountNumber}`);
              expect(within(open).getByRole('textbox', { name: 'Bank reference' })).toHaveValue('');
              await decisionIs('completing');
            },
            referenceMissing: async () => {
              const open = await dialog('Mark as completed');
              expect(await within(open).findByText('Bank reference is required')).toBeVisible();
              await decisionIs('completing');
              expect(api.waiting('decide')).toBe(0);
            },
            completingSent: async () => {
              expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
              await decisionIs('deciding');
              expect(api.sent('decide').at(-1)).toEqual([first.id, { status: 'completed', reference }]);
            },
            completionFailed: async () => {
              const open = await dialog('Mark as completed');
              expect(within(open).getByRole('alert')).toHaveTextContent(
                'The decision could not be saved. Please try again.',
              );
              expect(within(open).getByRole('textbox', { name: 'Bank reference' })).toHaveValue(reference);
              await decisionIs('completing');
              lifecycleMatchesServer();
            },
            completed: async () => {
              const [next] = await rows(1);
              expect(next).toHaveAccessibleName(nameOf(second));
              expect(screen.getByText('2 pending requests, the longest waiting first.')).toBeVisible();
              expect(await screen.findByText('Payout completed')).toBeVisible();
              await decisionIs('idle');
              expect(memory.requests.get(first.id)).toMatchObject({ status: 'completed', reference });
              expect(lifecycle.getSnapshot().value).toBe('completed');
              lifecycleMatchesServer();
            },
            failing: async () => {
              const open = await dialog('Mark as failed');
              expect(open).toHaveTextContent(
                'The ₱1,250.50 returns to Tindahan ni Ana’s available balance. The seller reads your reason in the app and by e-mail.',
              );
              expect(within(open).getByRole('textbox', { name: 'Reason for the seller' })).toHaveValue('');
              await decisionIs('failing');
            },
            reasonMissing: async () => {
              const open = await dialog('Mark as failed');
              expect(await within(open).findByText('Reason is required')).toBeVisible();
              await decisionIs('failing');
              expect(api.waiting('decide')).toBe(0);
            },
            failingSent: async () => {
              expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
              await decisionIs('deciding');
              expect(api.sent('decide').at(-1)).toEqual([first.id, { status: 'failed', reason }]);
            },
            failureNotSaved: async () => {
              const open = await dialog('Mark as failed');
              expect(within(open).getByRole('alert')).toHaveTextContent(
                'The decision could not be saved. Please try again.',
              );
              expect(within(open).getByRole('textbox', { name: 'Reason for the seller' })).toHaveValue(
                reason,
              );
              await decisionIs('failing');
            },
            failedPayout: async () => {
              const [next] = await rows(1);
              expect(next).toHaveAccessibleName(nameOf(second));
              // ₱2,500.00 and the ₱1,250.50 that came back.
              expect(within(next!).getByText('₱3,750.50')).toBeVisible();
              expect(await screen.findByText('Payout failed')).toBeVisible();
              await decisionIs('idle');
              expect(memory.requests.get(first.id)).toMatchObject({
                status: 'failed',
                failureReason: reason,
              });
              expect(lifecycle.getSnapshot().value).toBe('failed');
              lifecycleMatchesServer();
            },
            refused: async () => {
              const open = await screen.findByRole('alertdialog', { name: 'Already decided' });
              expect(open).toHaveTextContent(
                'Your decision on request #1 was not saved. Payout request #1 is already completed. The list now shows the requests as they are.',
              );
              expect(within(open).getByRole('button', { name: 'Back to the desk' })).toHaveFocus();
              await decisionIs('refused');
              expect(desk().context.failure).toMatchObject({ status: 409 });
              // The list loads afresh behind the dialog.
              expect(list().value).toBe('loading');
              expect(api.waiting('list')).toBe(1);
              lifecycleMatchesServer();
            },
            reloading: async () => {
              await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
              expect(await screen.findByText('Loading payout requests…')).toBeVisible();
              await decisionIs('idle');
              expect(desk().context.intent).toBeNull();
            },
            reloaded: async () => {
              const listed = await rows(2);
              expect(listed[0]).toHaveAccessibleName(nameOf(second));
              expect(listed[1]).toHaveAccessibleName(nameOf(third));
              expect(screen.getByText('2 pending requests, the longest waiting first.')).toBeVisible();
              expect(list().value).toBe('end');
            },
            exporting: async () => {
              expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
              expect(desk().value).toMatchObject({ export: 'exporting' });
              expect(api.waiting('downloadPendingCsv')).toBe(1);
            },
            exported: async () => {
              await waitFor(() => expect(desk().value).toMatchObject({ export: 'idle' }));
              expect(screen.getByRole('button', { name: 'Export pending as CSV' })).toBeEnabled();
              expect(saved.map((file) => file.name)).toEqual([`payouts-pending-${philippineToday()}.csv`]);
              expect((await saved[0]!.blob.text()).split('\r\n')).toEqual([
                'channel,account number,account name,amount,request id',
                `${first.channelCode},${first.accountNumber},${first.accountName},1250.50,1`,
                `${second.channelCode},${second.accountNumber},${second.accountName},1501.00,2`,
                `${third.channelCode},${third.accountNumber},${third.accountName},1751.50,3`,
                '',
              ]);
            },
            exportFailed: async () => {
              expect(await screen.findByText('Export failed')).toBeVisible();
              // A 5xx's own words are not the admin's business.
              expect(screen.getByText('The pending payouts could not be exported.')).toBeVisible();
              expect(desk().value).toMatchObject({ export: 'idle' });
              expect(saved).toEqual([]);
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more payout requests…')).toBeVisible();
              await rows(2);
              expect(list().value).toBe('loading');
              // Keyset: the next page starts after the last request loaded.
              expect(api.sent('list').at(-1)).toEqual([{ status: 'pending', cursor: String(second.id) }]);
            },
            allPending: async () => {
              const listed = await rows(3);
              expect(listed[2]).toHaveAccessibleName(nameOf(third));
              expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
              expect(list().value).toBe('end');
            },
            completedLoading: async () => {
              await waitFor(() =>
                expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
                  'aria-selected',
                  'true',
                ),
              );
              expect(location.history.at(-1)).toBe('/admin/payouts?status=completed');
              expect(list().value).toBe('loading');
              expect(api.sent('list').at(-1)).toEqual([{ status: 'completed', cursor: null }]);
              expect(desk().context.filters).toEqual({ status: 'completed' });
            },
            completedTab: async () => {
              const shown = await screen.findByRole('list', {
                name: 'Completed payout requests, the latest first',
              });
              const [paid] = await within(shown).findAllByRole('article');
              expect(within(paid!).getByText('Reference IBFT-880004')).toBeVisible();
              expect(within(paid!).getByText('Completed')).toBeVisible();
              expect(within(shown).queryByRole('button', { name: 'Mark as completed' })).toBeNull();
              expect(list().value).toBe('end');
            },
          },
          events: {
            OPEN_DESK: () => {
              view = render(
                <AppLogicProvider logic={appLogic}>
                  <Router hook={location.hook} searchHook={location.searchHook}>
                    <PayoutDesk
                      logic={provideAdminPayouts(api.service, location.navigate, (blob, name) =>
                        saved.push({ blob, name }),
                      )}
                    />
                  </Router>
                  <ToastRegion />
                </AppLogicProvider>,
              );
            },
            PAGE_ARRIVES: async () => {
              await waitFor(() => expect(api.waiting('list')).toBe(1));
              await api.answer('list');
            },
            PAGE_FAILS: async () => {
              await waitFor(() => expect(api.waiting('list')).toBe(1));
              await api.refuse('list', outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            COMPLETE: () =>
              user.click(within(rowOf(first)).getByRole('button', { name: 'Mark as completed' })),
            FAIL: () => user.click(within(rowOf(first)).getByRole('button', { name: 'Mark as failed' })),
            SUBMIT_EMPTY: async () =>
              user.click(await screen.findByRole('button', { name: /^Mark as (completed|failed)$/ })),
            SUBMIT_REFERENCE: async () => {
              const field = await screen.findByRole('textbox', { name: 'Bank reference' });
              await user.clear(field);
              await user.type(field, reference);
              await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
            },
            SUBMIT_REASON: async () => {
              const field = await screen.findByRole('textbox', { name: 'Reason for the seller' });
              await user.clear(field);
              await user.click(field);
              await user.paste(reason);
              await user.click(screen.getByRole('button', { name: 'Mark as failed' }));
            },
            CANCEL: async () => user.click(await screen.findByRole('button', { name: 'Cancel' })),
            SERVER_DECIDES: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              await api.answer('decide');
              lifecycle.send({
                type: memory.requests.get(first.id)!.status === 'completed' ? 'COMPLETE' : 'FAIL',
              });
            },
            SERVER_FAILS: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              await api.refuse('decide', outage);
            },
            ANOTHER_ADMIN_DECIDED_FIRST: async () => {
              await waitFor(() => expect(api.waiting('decide')).toBe(1));
              memory.decideElsewhere(first.id, { status: 'completed', reference: 'IBFT-OTHER-ADMIN' });
              lifecycle.send({ type: 'COMPLETE' });
              await api.answer('decide');
            },
            DISMISS: () => user.click(screen.getByRole('button', { name: 'Back to the desk' })),
            EXPORT: () => user.click(screen.getByRole('button', { name: 'Export pending as CSV' })),
            EXPORT_ARRIVES: async () => {
              await waitFor(() => expect(api.waiting('downloadPendingCsv')).toBe(1));
              await api.answer('downloadPendingCsv');
            },
            EXPORT_FAILS: async () => {
              await waitFor(() => expect(api.waiting('downloadPendingCsv')).toBe(1));
              await api.refuse('downloadPendingCsv', outage);
            },
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PICK_COMPLETED: () => user.click(screen.getByRole('tab', { name: 'Completed' })),
          },
        });
      } finally {
        view?.unmount();
        lifecycle.stop();
        appLogic.session.stop();
        await act(() => dismissAllToasts());
      }
    });
  }
});
