// Model-based test of the seller's campaigns (decision 042) in the real App over the real composition root:
// /campaigns (the paged list over GET /api/campaigns: its first page arriving or failing, the next page as
// the end comes into reach, its failure and retry, the sort kept in the URL) and the dashboard's Campaigns
// card (its count arriving, or failing without breaking the page). At every model state the screen AND the
// production machines (the paged list, the summary's resource read) are checked.
import { createTestModel } from '@xstate/graph';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setup, type AnyActorRef, type EventFrom, type InspectionEvent, type StateValue } from 'xstate';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeCampaigns, daysFrom, makeCampaign } from '../services/campaigns.ts';
import { FakeIntersectionObserver } from '../views/notifications/intersection-observer.ts';
import { heldService, renderAppWith } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const campaignsBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_LIST' }
      | { type: 'OPEN_DASHBOARD' }
      | { type: 'SERVER_ANSWERS' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RETRY' }
      | { type: 'SCROLL_TO_END' }
      | { type: 'SORT_NEWEST' };
  },
}).createMachine({
  id: 'campaignsBehaviour',
  initial: 'start',
  states: {
    start: {
      description: 'an approved seller is signed in',
      on: { OPEN_LIST: 'loading', OPEN_DASHBOARD: 'cardLoading' },
    },
    loading: {
      description: "/campaigns says 'Loading campaigns…' while the first page is on its way",
      on: { SERVER_ANSWERS: 'shown', SERVER_FAILS: 'failed' },
    },
    failed: {
      description: "the page says 'Error fetching campaigns' with Try again",
      on: { RETRY: 'loading' },
    },
    shown: {
      description: 'the 20 campaigns with the oldest sales period first, each card opening its campaign',
      on: { SCROLL_TO_END: 'loadingMore', SORT_NEWEST: 'sorting' },
    },
    loadingMore: {
      description: 'the end came within reach: page 2 is on its way under the 20 cards',
      on: { SERVER_ANSWERS: 'allShown', SERVER_FAILS: 'moreFailed' },
    },
    moreFailed: {
      description: 'the 20 cards stay, with the failure and Try again under them',
      on: { RETRY: 'loadingMore' },
    },
    allShown: { description: 'all 22 campaigns, and nothing more to load' },
    sorting: {
      description: 'Newest Sales Period picked: the URL says so and the first page is asked again',
      on: { SERVER_ANSWERS: 'newestShown' },
    },
    newestShown: { description: 'the newest sales period first' },
    cardLoading: {
      description: 'the dashboard shows the Campaigns card without a number while its count comes',
      on: { SERVER_ANSWERS: 'cardCount', SERVER_FAILS: 'cardWithoutCount' },
    },
    cardCount: { description: "the card says '22 campaigns open for applications', linking to /campaigns" },
    cardWithoutCount: { description: 'the count failed: the card stays without it, the dashboard is whole' },
  },
});

type BehaviourEvent = EventFrom<typeof campaignsBehaviour>;
const everyEvent = (
  [
    'OPEN_LIST',
    'OPEN_DASHBOARD',
    'SERVER_ANSWERS',
    'SERVER_FAILS',
    'RETRY',
    'SCROLL_TO_END',
    'SORT_NEWEST',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(campaignsBehaviour);
const paths = transitionPaths(model, (snapshot) => everyEvent.filter((event) => snapshot.can(event)));

/** 22 running campaigns open for applications, on the real clock (the cards read it), a day apart. */
const campaignsNow = () => {
  const now = new Date();
  return {
    now,
    campaigns: Array.from({ length: 22 }, (_, index) =>
      makeCampaign(index + 1, { heading: `Deal ${index + 1}`, startDate: daysFrom(now, index - 30) }, now),
    ),
  };
};

const outage = new FailureError({
  kind: 'http',
  status: 500,
  code: 'INTERNAL_ERROR',
  message: 'Something went wrong on our side.',
});

/** The first screen waits for the merchant area's lazy chunks, slow on a cold run. */
const slow = { timeout: 10_000 };
const heldCalls = ['list', 'summary'] as const;

beforeEach(() => FakeIntersectionObserver.install());

describe(`seller campaigns in the App (${paths.length} paths)`, () => {
  afterAll(() => console.info(`campaigns model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const api = heldService(createFakeCampaigns(campaignsNow()).service);
      const actors = watchActors();
      const started: AnyActorRef[] = [];
      const inspect = (event: InspectionEvent) => {
        actors.inspect(event);
        if (event.type === '@xstate.actor') started.push(event.actorRef as AnyActorRef);
      };
      const user = userEvent.setup();
      let app: ReturnType<typeof renderAppWith> | undefined;
      /** The campaigns list's actor: the paged list whose filters hold a sort (the bell's feed has none). */
      const list = () => {
        const actor = started.findLast(
          (candidate) =>
            (candidate as { logic?: { id?: string } }).logic?.id === 'pagedList' &&
            'sortOrder' in (candidate.getSnapshot() as { context: { filters: object } }).context.filters,
        );
        expect(actor, 'the campaigns list actor').toBeDefined();
        return actor!;
      };
      const listIs = (value: StateValue) =>
        waitFor(() => expect(list().getSnapshot().matches(value)).toBe(true));
      /** The dashboard card's read: the provided summary machine's actor. */
      const summaryIs = async (value: StateValue) => {
        const { summary } = await app!.logic.campaigns();
        await waitFor(() => {
          const actor = started.findLast((candidate) => (candidate as { logic?: unknown }).logic === summary);
          expect(actor?.getSnapshot().matches(value)).toBe(true);
        });
      };
      const cards = async (count: number) => {
        const region = await screen.findByRole('list', { name: 'Campaigns' }, slow);
        await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(count));
        return within(region).getAllByRole('heading', { level: 2 });
      };
      const anyWaiting = () =>
        waitFor(() => expect(heldCalls.some((name) => api.waiting(name) > 0)).toBe(true), slow);
      const campaignsCard = () => screen.findByRole('region', { name: 'Campaigns' }, slow);

      try {
        await path.test({
          states: {
            start: () => {},
            loading: async () => {
              expect(await screen.findByText('Loading campaigns…', {}, slow)).toBeVisible();
              await waitFor(() => expect(api.waiting('list')).toBe(1), slow);
              expect(api.sent('list').at(-1)).toEqual([{ page: 1, sortOrder: 'asc' }]);
              await listIs('loading');
            },
            failed: async () => {
              expect(await screen.findByText('Error fetching campaigns')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              await listIs('failed');
            },
            shown: async () => {
              const headings = await cards(20);
              expect(headings[0]).toHaveTextContent('Deal 1');
              expect(headings[19]).toHaveTextContent('Deal 20');
              expect(screen.getByRole('link', { name: 'Deal 1' })).toHaveAttribute('href', '/campaigns/1');
              expect(screen.getAllByText(/^Open for applications until \d+ \w{3}$/)).toHaveLength(20);
              expect(screen.getAllByText('20% off')).toHaveLength(20);
              expect(screen.getByRole('button', { name: 'Load more campaigns' })).toBeVisible();
              await listIs('idle');
            },
            loadingMore: async () => {
              expect(await screen.findByText('Loading more campaigns…')).toBeVisible();
              await cards(20);
              await waitFor(() => expect(api.waiting('list')).toBe(1));
              expect(api.sent('list').at(-1)).toEqual([{ page: 2, sortOrder: 'asc' }]);
              await listIs('loading');
            },
            moreFailed: async () => {
              expect(await screen.findByText('Error fetching campaigns')).toBeVisible();
              await cards(20);
              await listIs('failed');
            },
            allShown: async () => {
              const headings = await cards(22);
              expect(headings[21]).toHaveTextContent('Deal 22');
              expect(screen.queryByRole('button', { name: 'Load more campaigns' })).not.toBeInTheDocument();
              await listIs('end');
            },
            sorting: async () => {
              await waitFor(() => expect(app!.location()).toBe('/campaigns?sortOrder=desc'));
              await waitFor(() => expect(api.waiting('list')).toBe(1));
              expect(api.sent('list').at(-1)).toEqual([{ page: 1, sortOrder: 'desc' }]);
              await listIs('loading');
            },
            newestShown: async () => {
              const headings = await cards(20);
              expect(headings[0]).toHaveTextContent('Deal 22');
              expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
                'Newest Sales Period',
              );
              await listIs('idle');
            },
            cardLoading: async () => {
              const card = await campaignsCard();
              expect(within(card).getByRole('link', { name: 'See campaigns' })).toHaveAttribute(
                'href',
                '/campaigns',
              );
              await waitFor(() => expect(api.waiting('summary')).toBe(1), slow);
              await summaryIs('loading');
            },
            cardCount: async () => {
              const card = await campaignsCard();
              expect(
                await within(card).findByRole('link', { name: '22 campaigns open for applications' }),
              ).toHaveAttribute('href', '/campaigns');
              await summaryIs('ready');
            },
            cardWithoutCount: async () => {
              const card = await campaignsCard();
              await summaryIs('failed');
              expect(within(card).getByRole('link', { name: 'See campaigns' })).toBeVisible();
              expect(
                screen.getByRole('heading', { level: 1, name: 'Welcome, Tindahan ni Ana' }),
              ).toBeVisible();
              expect(screen.getByRole('region', { name: 'Onboarding status' })).toBeVisible();
            },
          },
          events: {
            OPEN_LIST: () => {
              localStorage.setItem('token', 'seller-token');
              app = renderAppWith('/campaigns', { campaigns: async () => api.service }, inspect);
            },
            OPEN_DASHBOARD: () => {
              localStorage.setItem('token', 'seller-token');
              app = renderAppWith('/dashboard', { campaigns: async () => api.service }, inspect);
            },
            SERVER_ANSWERS: async () => {
              await anyWaiting();
              for (const name of heldCalls) while (api.waiting(name) > 0) await api.answer(name);
            },
            SERVER_FAILS: async () => {
              await anyWaiting();
              for (const name of heldCalls) while (api.waiting(name) > 0) await api.refuse(name, outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            SCROLL_TO_END: () => FakeIntersectionObserver.scrollIntoReach(),
            SORT_NEWEST: async () => {
              await user.click(screen.getByRole('button', { name: /Sort by/ }));
              await user.click(await screen.findByRole('option', { name: 'Newest Sales Period' }));
            },
          },
        });
      } finally {
        await app?.close();
      }
    });
  }
});
