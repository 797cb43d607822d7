// Model-based test of the admins' campaigns list (issue 14): the first page arriving or failing, paging, the
// Upcoming tab kept in the URL, and a campaign deleted through "Delete campaign?" (which says how many approved
// products leave it), the server deleting, failing, or having deleted it already. It drives the real view over
// the real composition (src/app/admin-campaigns.ts) and the in-memory admin campaigns service answering when
// the model says so; at every model state it checks the screen AND the production machines (the list's, its
// invoked paged list and deletion).
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setup, type AnyActorRef, type EventFrom } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { campaignMessages } from '#schemas/campaigns';
import { FailureError } from '#machines/shared/failure.ts';
import { provideAdminCampaigns } from '../../src/app/admin-campaigns.ts';
import { AppLogicProvider } from '../../src/views/app/app-logic.tsx';
import { CampaignsList } from '../../src/views/admin/campaigns/CampaignsList.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { createFakeAdminCampaigns, fakeNow, sampleApplied } from '../services/admin-campaigns.ts';
import { createFakeAppLogic } from '../views/fake-app-logic.tsx';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const listBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN' }
      | { type: 'PAGE_ARRIVES' }
      | { type: 'PAGE_FAILS' }
      | { type: 'RETRY' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'PICK_UPCOMING' }
      | { type: 'DELETE' }
      | { type: 'CANCEL' }
      | { type: 'CONFIRM' }
      | { type: 'SERVER_DELETES' }
      | { type: 'DELETE_FAILS' }
      | { type: 'ALREADY_GONE' };
  },
}).createMachine({
  id: 'adminCampaignsBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN: 'loading' } },
    loading: {
      description: 'the first page of every campaign is on its way',
      on: { PAGE_ARRIVES: 'listed', PAGE_FAILS: 'failed' },
    },
    failed: {
      description: "the list says 'Error fetching campaigns' and offers a retry",
      on: { RETRY: 'loading' },
    },
    listed: {
      description:
        'the two newest sales periods of five campaigns: cover, title, heading, phase, period, counts, links and Delete',
      on: { SCROLL_TO_END: 'loadingMore', PICK_UPCOMING: 'upcomingLoading', DELETE: 'confirming' },
    },
    loadingMore: {
      description: 'the second page is on its way under the list',
      on: { PAGE_ARRIVES: 'moreListed' },
    },
    moreListed: { description: 'four campaigns are listed, each once' },
    upcomingLoading: {
      description: 'the Upcoming tab is chosen, kept in the URL, and its first page is on its way',
      on: { PAGE_ARRIVES: 'upcomingTab' },
    },
    upcomingTab: { description: 'the one upcoming campaign, badged Upcoming' },
    confirming: {
      description: '"Delete campaign?" names the campaign and says 2 approved products will leave it',
      on: { CANCEL: 'listed', CONFIRM: 'deleting' },
    },
    deleting: {
      description: 'the deletion is with the server; the dialog is locked',
      on: { SERVER_DELETES: 'reloading', DELETE_FAILS: 'deleteFailed', ALREADY_GONE: 'reloading' },
    },
    deleteFailed: {
      description: 'the dialog says the campaign could not be deleted and offers to try again',
      on: { CONFIRM: 'deleting', CANCEL: 'listed' },
    },
    reloading: {
      description: 'the dialog is closed, a toast says the campaign was deleted, the list loads afresh',
      on: { PAGE_ARRIVES: 'reloaded' },
    },
    reloaded: { description: 'the list no longer holds the deleted campaign' },
  },
});

type BehaviourEvent = EventFrom<typeof listBehaviour>;
const everyEvent = (
  [
    'OPEN',
    'PAGE_ARRIVES',
    'PAGE_FAILS',
    'RETRY',
    'SCROLL_TO_END',
    'PICK_UPCOMING',
    'DELETE',
    'CANCEL',
    'CONFIRM',
    'SERVER_DELETES',
    'DELETE_FAILS',
    'ALREADY_GONE',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(listBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});
const gone = new FailureError({
  kind: 'http',
  status: 404,
  code: 'NOT_FOUND',
  message: campaignMessages.notFound,
});

beforeEach(() => FakeIntersectionObserver.install());

describe(`admin campaigns list (${paths.length} paths)`, () => {
  afterAll(() => console.info(`admin campaigns model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      // Pasko Countdown (upcoming, the newest sales period) has 3 pending and 2 approved products.
      const memory = createFakeAdminCampaigns({
        pageSize: 2,
        applied: [...sampleApplied(2, 3), ...sampleApplied(2, 2, 'approved', 6001)],
      });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      const location = memoryLocation({ path: '/admin/campaigns', record: true });
      const appLogic = createFakeAppLogic(
        '/admin/campaigns',
        location.navigate,
        {},
        { inspect: actors.inspect },
      );
      let view: ReturnType<typeof render> | undefined;

      const root = () => actors.latest('adminCampaigns').getSnapshot();
      const list = () =>
        (actors.latest('adminCampaigns') as AnyActorRef).getSnapshot().children.list.getSnapshot();
      const deletionIs = (value: string) =>
        waitFor(() => expect(root().value).toMatchObject({ deletion: value }));
      const rows = async (count: number, name = /^All campaigns/) => {
        const shown = await screen.findByRole('list', { name });
        await waitFor(() => expect(within(shown).queryAllByRole('article')).toHaveLength(count));
        return within(shown).queryAllByRole('article');
      };
      const dialog = () => screen.findByRole('alertdialog', { name: 'Delete campaign?' });

      try {
        await path.test({
          states: {
            start: () => expect(api.waiting('list')).toBe(0),
            loading: async () => {
              expect(await screen.findByText('Loading campaigns…')).toBeVisible();
              expect(list().value).toBe('loading');
              expect(api.waiting('list')).toBe(1);
            },
            failed: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(campaignMessages.fetchListFailed);
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(list().value).toBe('failed');
            },
            listed: async () => {
              const [newest, next] = await rows(2);
              expect(newest).toHaveAccessibleName('Pasko Countdown');
              expect(next).toHaveAccessibleName('Payday Sale');
              expect(within(newest!).getByText('Christmas deals drop soon')).toBeVisible();
              expect(within(newest!).getByText('Upcoming')).toBeVisible();
              expect(within(newest!).getByText('3 pending · 2 approved')).toBeVisible();
              expect(within(newest!).getByText('20 Mar 2026, 8:00 PM – 4 Apr 2026, 8:00 PM')).toBeVisible();
              expect(within(next!).getByText('Running')).toBeVisible();
              expect(within(next!).getByText('20% off')).toBeVisible();
              expect(within(next!).getByText('0 pending · 0 approved')).toBeVisible();
              expect(
                within(newest!).getByRole('link', { name: 'Applications to Pasko Countdown' }),
              ).toHaveAttribute('href', '/admin/campaigns/2/applications');
              expect(within(newest!).getByRole('link', { name: 'Edit Pasko Countdown' })).toHaveAttribute(
                'href',
                '/admin/campaigns/2/edit',
              );
              expect(screen.getByText('5 campaigns, the newest sales period first.')).toBeVisible();
              expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
              expect(screen.queryByRole('alertdialog', { name: 'Delete campaign?' })).toBeNull();
              await deletionIs('idle');
              expect(list().value).toBe('idle');
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more campaigns…')).toBeVisible();
              expect(list().value).toBe('loading');
              // The cursor is the next page's number.
              expect(api.sent('list').at(-1)).toEqual([{ phase: undefined, page: 2 }]);
            },
            moreListed: async () => {
              const listed = await rows(4);
              expect(
                listed.map((row) => row.getAttribute('aria-labelledby') && row.textContent),
              ).toHaveLength(4);
              expect(listed.map((row) => row.querySelector('h2')?.textContent)).toEqual([
                'Pasko Countdown',
                'Payday Sale',
                'Summer Flash Sale',
                'Under ₱199 Finds',
              ]);
              expect(list().value).toBe('idle');
            },
            upcomingLoading: async () => {
              await waitFor(() =>
                expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
                  'aria-selected',
                  'true',
                ),
              );
              expect(location.history.at(-1)).toBe('/admin/campaigns?phase=upcoming');
              expect(root().context.filters).toEqual({ phase: 'upcoming' });
              expect(list().value).toBe('loading');
              expect(api.sent('list').at(-1)?.[0]).toEqual({ phase: 'upcoming', page: 1 });
            },
            upcomingTab: async () => {
              const [only] = await rows(1, /^Upcoming campaigns, the soonest start first/);
              expect(only).toHaveAccessibleName('Pasko Countdown');
              expect(screen.getByText('1 upcoming campaign, the soonest start first.')).toBeVisible();
              expect(list().value).toBe('end');
            },
            confirming: async () => {
              const open = await dialog();
              expect(open).toHaveTextContent(
                '"Pasko Countdown" will be deleted for good. 2 approved products will leave this campaign.',
              );
              expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus();
              await deletionIs('confirming');
              expect(actors.latest('campaignDeletion').getSnapshot().value).toBe('confirming');
              expect(api.waiting('remove')).toBe(0);
            },
            deleting: async () => {
              expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
              expect(actors.latest('campaignDeletion').getSnapshot().value).toBe('deleting');
              expect(api.sent('remove').at(-1)).toEqual([2]);
            },
            deleteFailed: async () => {
              const open = await dialog();
              expect(within(open).getByRole('alert')).toHaveTextContent(
                'The campaign could not be deleted. Please try again.',
              );
              expect(within(open).getByRole('button', { name: 'Delete campaign' })).toBeEnabled();
              expect(actors.latest('campaignDeletion').getSnapshot().value).toBe('confirming');
            },
            reloading: async () => {
              await waitFor(() =>
                expect(screen.queryByRole('alertdialog', { name: 'Delete campaign?' })).toBeNull(),
              );
              expect(await screen.findByText('Campaign deleted')).toBeVisible();
              expect(await screen.findByText('Loading campaigns…')).toBeVisible();
              await deletionIs('idle');
              expect(root().context.deleting).toBeNull();
              expect(api.waiting('list')).toBe(1);
            },
            reloaded: async () => {
              const listed = await rows(2);
              expect(listed[0]).toHaveAccessibleName('Payday Sale');
              expect(screen.getByText('4 campaigns, the newest sales period first.')).toBeVisible();
              expect(memory.campaigns().map((campaign) => campaign.id)).not.toContain(2);
            },
          },
          events: {
            OPEN: () => {
              view = render(
                <AppLogicProvider logic={appLogic}>
                  <Router hook={location.hook} searchHook={location.searchHook}>
                    <CampaignsList
                      logic={provideAdminCampaigns(api.service, location.navigate).list}
                      now={fakeNow}
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
            SCROLL_TO_END: () => act(() => FakeIntersectionObserver.scrollIntoReach()),
            PICK_UPCOMING: () => user.click(screen.getByRole('tab', { name: 'Upcoming' })),
            DELETE: () => user.click(screen.getByRole('button', { name: 'Delete Pasko Countdown' })),
            CANCEL: async () => user.click(await screen.findByRole('button', { name: 'Cancel' })),
            CONFIRM: async () => user.click(await screen.findByRole('button', { name: 'Delete campaign' })),
            SERVER_DELETES: async () => {
              await waitFor(() => expect(api.waiting('remove')).toBe(1));
              await api.answer('remove');
            },
            DELETE_FAILS: async () => {
              await waitFor(() => expect(api.waiting('remove')).toBe(1));
              await api.refuse('remove', outage);
            },
            ALREADY_GONE: async () => {
              await waitFor(() => expect(api.waiting('remove')).toBe(1));
              memory.drop(2);
              await api.refuse('remove', gone);
            },
          },
        });
      } finally {
        view?.unmount();
        appLogic.session.stop();
        await act(() => dismissAllToasts());
      }
    });
  }
});
