// Model-based test of a campaign's page for a seller (issue 14; spec §2 Campaigns, §3, §4, §5, §8): the real
// CampaignApplicationScreen over the real provided campaignApplication machine, its services the in-memory
// campaigns and products APIs whose calls wait for the model. Every path through a model of what the seller
// does and sees is one test, and at every model state the screen AND the real actor are checked: the campaign
// loads (or fails and is retried, or is not there), the picker searches the approved products, spec §5's
// messages follow each discount as it is typed with the percentage it takes off, the application is sent (a
// toast, the products Pending, the campaign read again), a 400 lands on its product, a 409 speaks in the
// server's words, one saying the window shut closes the page as the window clock does, and any other
// failure speaks in spec §8's.
import { createTestModel } from '@xstate/graph';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, setup, type EventFrom } from 'xstate';
import { campaignProductLifecycleMachine } from '#machines/campaign-product-status/machine.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { campaignBasePrice, campaignMessages } from '#schemas/campaigns';
import { formatPeso } from '#schemas/money';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { createFakeCampaigns, daysFrom, makeCampaign } from '../services/campaigns.ts';
import { createFakeProducts, makeProduct } from '../services/products.ts';
import { modelInspect } from '../helpers/model-coverage.ts';
import { heldService } from './app-support.tsx';
import { CampaignStage } from './campaign-application-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const behaviour = setup({
  types: {} as {
    events:
      | { type: 'LOAD_ANSWER' }
      | { type: 'LOAD_FAIL' }
      | { type: 'LOAD_MISSING' }
      | { type: 'RETRY' }
      | { type: 'OPEN_PICKER' }
      | { type: 'SEARCH_ANSWER' }
      | { type: 'SEARCH_FAIL' }
      | { type: 'RETRY_SEARCH' }
      | { type: 'TYPE_SEARCH' }
      | { type: 'SUBMIT_EMPTY' }
      | { type: 'ADD_TWO' }
      | { type: 'TYPE_ZERO' }
      | { type: 'TYPE_TOO_HIGH' }
      | { type: 'TYPE_VALID' }
      | { type: 'SUBMIT' }
      | { type: 'SERVER_ACCEPTS' }
      | { type: 'SERVER_REFUSES_PRICE' }
      | { type: 'SERVER_ALREADY_APPLIED' }
      | { type: 'SERVER_CLOSED' }
      | { type: 'SERVER_FAILS' }
      | { type: 'RELOAD_ANSWER' }
      | { type: 'RELOAD_FAIL' }
      | { type: 'REMOVE_BASKET' }
      | { type: 'CANCEL' }
      | { type: 'CLOCK_STRIKES' };
  },
}).createMachine({
  id: 'campaignApplicationBehaviour',
  initial: 'loading',
  states: {
    loading: {
      description: "the page opened: 'Loading campaign…'",
      on: { LOAD_ANSWER: 'browsing', LOAD_FAIL: 'loadFailed', LOAD_MISSING: 'notFound' },
    },
    loadFailed: {
      description: "'Error fetching campaign' with Try again",
      on: { RETRY: 'loading' },
    },
    notFound: { description: "'Campaign not found'", type: 'final' },
    browsing: {
      description:
        'the campaign, "Applications close …", the seller’s rejected product with its reason, Apply products',
      on: { OPEN_PICKER: 'searching', CLOCK_STRIKES: 'closed' },
    },
    searching: {
      description: "the picker: 'Searching…' the seller's approved products",
      on: { SEARCH_ANSWER: 'picker', SEARCH_FAIL: 'searchFailed' },
    },
    searchFailed: {
      description: "'Error fetching products' with Try again",
      on: { RETRY_SEARCH: 'searching' },
    },
    picker: {
      description: 'the approved products matching the search, nothing picked',
      on: { ADD_TWO: 'picked', SUBMIT_EMPTY: 'noProducts', TYPE_SEARCH: 'searching', CANCEL: 'browsing' },
    },
    noProducts: {
      description: "'At least one product is required', nothing sent",
      on: { ADD_TWO: 'picked' },
    },
    picked: {
      description: 'two products picked with their original prices, blank discounts, no message yet',
      on: {
        TYPE_ZERO: 'discountTooLow',
        TYPE_TOO_HIGH: 'discountTooHigh',
        TYPE_VALID: 'ready',
        SUBMIT: 'allRequired',
        REMOVE_BASKET: 'onePicked',
      },
    },
    onePicked: {
      description: 'the basket removed: only the tote bag is picked, and the basket may be added again',
      type: 'final',
    },
    allRequired: {
      description: "a submit with blank discounts: each product says 'Please enter a valid discount price'",
      on: { TYPE_VALID: 'ready' },
    },
    discountTooLow: {
      description: "'Discount price must be greater than 0' under the first product",
      on: { TYPE_VALID: 'ready' },
    },
    discountTooHigh: {
      description: "'Discounted price must be less than the original price' under the first product",
      on: { TYPE_VALID: 'ready' },
    },
    ready: {
      description: 'both discounts valid, each with its percentage off',
      on: { SUBMIT: 'submitting', CLOCK_STRIKES: 'closed' },
    },
    submitting: {
      description: "'Submitting…', the picker disabled",
      on: {
        SERVER_ACCEPTS: 'applied',
        SERVER_REFUSES_PRICE: 'priceRefused',
        SERVER_ALREADY_APPLIED: 'alreadyApplied',
        SERVER_CLOSED: 'closed',
        SERVER_FAILS: 'failed',
      },
    },
    applied: {
      description:
        "the toast 'Application sent', both products Pending under Your products, the campaign read again",
      on: { RELOAD_ANSWER: 'appliedCurrent', RELOAD_FAIL: 'appliedCurrent' },
    },
    appliedCurrent: {
      description:
        'the campaign as the server holds it; Apply products again, the applied ones offered as Applied',
      on: { OPEN_PICKER: 'searchingAgain' },
    },
    searchingAgain: {
      description: 'the picker again, the applied products not to add',
      on: { SEARCH_ANSWER: 'pickerAfterApplying' },
    },
    pickerAfterApplying: {
      description: 'both products read Applied',
      type: 'final',
    },
    priceRefused: {
      description: "the server's message under the first product (400), the picker kept",
      on: { TYPE_VALID: 'ready' },
    },
    alreadyApplied: {
      description: "the server's words (409) above the buttons, the picker kept",
      on: { SUBMIT: 'submitting' },
    },
    failed: {
      description: "'Error creating campaign application' above the buttons, the picker kept",
      on: { SUBMIT: 'submitting', CANCEL: 'browsing' },
    },
    closed: {
      description: "'Applications are closed', no picker",
      type: 'final',
    },
  },
});

type BehaviourEvent = EventFrom<typeof behaviour>;
const everyEvent = (
  [
    'LOAD_ANSWER',
    'LOAD_FAIL',
    'LOAD_MISSING',
    'RETRY',
    'OPEN_PICKER',
    'SEARCH_ANSWER',
    'SEARCH_FAIL',
    'RETRY_SEARCH',
    'TYPE_SEARCH',
    'SUBMIT_EMPTY',
    'ADD_TWO',
    'TYPE_ZERO',
    'TYPE_TOO_HIGH',
    'TYPE_VALID',
    'SUBMIT',
    'SERVER_ACCEPTS',
    'SERVER_REFUSES_PRICE',
    'SERVER_ALREADY_APPLIED',
    'SERVER_CLOSED',
    'SERVER_FAILS',
    'RELOAD_ANSWER',
    'RELOAD_FAIL',
    'REMOVE_BASKET',
    'CANCEL',
    'CLOCK_STRIKES',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];
const offered = (snapshot: { can: (event: BehaviourEvent) => boolean }) =>
  everyEvent.filter((event) => snapshot.can(event));

const model = createTestModel(behaviour, { events: offered });
const paths = transitionPaths(model, offered);

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code, message, ...(fields ? { fields } : {}) });
const outage = refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');

// Abaca tote bag (₱475.50) and Rattan fruit basket (₱552.00) are approved; Dried mangoes is pending (never
// offered); Piña barong blouse (approved) was rejected in this campaign and may be applied again.
const tote = makeProduct(1);
const basket = makeProduct(4);
const blouse = makeProduct(7, { productName: 'Piña barong blouse', status: 1 });
const catalog = [tote, makeProduct(2), basket, blouse];
const reason = 'The discount is too small for this campaign.';

describe(`campaign page (model-based, ${paths.length} paths)`, () => {
  afterAll(() => console.info(`campaign application model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, async () => {
      // The machine reads the real clock (its window rule and clock); the fake's is the same moment.
      const now = new Date();
      const campaign = makeCampaign(
        7,
        { title: 'Payday Sale', heading: 'Up to 20% off on payday', applicationEndDate: daysFrom(now, 3) },
        now,
      );
      const memory = createFakeCampaigns({
        now,
        campaigns: [campaign],
        products: catalog,
        applied: [{ campaignId: 7, productId: blouse.id, discountPrice: 400, status: 'rejected', reason }],
      });
      const catalogue = createFakeProducts({ products: catalog });
      const campaigns = heldService(memory.service);
      const products = heldService(catalogue.service);
      const actors = watchActors();
      const user = userEvent.setup();
      render(
        <CampaignStage
          campaigns={campaigns.service}
          products={products.service}
          campaignId="7"
          inspect={actors.inspect}
        />,
      );
      const page = () => actors.latest('campaignApplication').getSnapshot();
      const picker = () => screen.getByRole('region', { name: 'Apply products' });
      const discount = (name: string) =>
        within(picker()).getByRole('textbox', { name: `Discount price (₱) ${name}` });
      const submitButton = () =>
        within(picker()).getByRole('button', { name: /Submit application|Submitting/ });
      const listed = (label: string) =>
        within(screen.getByRole('list', { name: label }))
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      const replace = async (field: HTMLElement, value: string) => {
        await user.clear(field);
        await user.type(field, value);
      };
      const expectErrors = (tote: string | null, basket: string | null) => {
        for (const [name, message] of [
          ['Abaca tote bag', tote],
          ['Rattan fruit basket', basket],
        ] as const) {
          const field = discount(name);
          if (message) {
            expect(field).toHaveAttribute('aria-invalid', 'true');
            expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
          } else expect(field).not.toHaveAttribute('aria-invalid', 'true');
        }
      };
      const expectPickerKept = () => {
        expect(discount('Abaca tote bag')).toHaveValue('380.40');
        expect(discount('Rattan fruit basket')).toHaveValue('441.60');
      };
      const expectBanner = async (text: string) =>
        waitFor(() => expect(within(picker()).getByRole('alert')).toHaveTextContent(text));
      const expectPickerIn = (value: string) => expect(page().value).toEqual({ open: { picking: value } });

      const states = {
        loading: async () => {
          await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading campaign…'));
          expect(page().value).toBe('loading');
          expect(campaigns.waiting('get')).toBe(1);
        },
        loadFailed: async () => {
          await waitFor(() =>
            expect(screen.getByRole('alert')).toHaveTextContent(campaignMessages.fetchFailed),
          );
          expect(page().value).toBe('loadFailed');
        },
        notFound: async () => {
          await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(campaignMessages.notFound));
          expect(page().value).toBe('loadFailed');
        },
        browsing: async () => {
          await waitFor(() =>
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payday Sale'),
          );
          expect(screen.getByText('Up to 20% off on payday')).toBeVisible();
          expect(screen.getByText(/^Applications close \d+ \w+, \d+:\d\d [AP]M$/)).toBeVisible();
          expect(screen.getByText('20% off')).toBeVisible();
          expect(listed('Your products')).toEqual([
            expect.stringMatching(/^Piña barong blouse.*Reason: .*Rejected$/),
          ]);
          expect(screen.getByRole('button', { name: 'Apply products' })).toBeEnabled();
          expect(page().value).toEqual({ open: 'browsing' });
        },
        searching: async () => {
          await waitFor(() => expect(within(picker()).getByRole('status')).toHaveTextContent('Searching…'));
          expectPickerIn('searching');
          expect(products.waiting('listProducts')).toBe(1);
          expect(products.sent('listProducts').at(-1)?.[0]).toMatchObject({ status: 1, page: 1 });
        },
        searchFailed: async () => {
          await waitFor(() =>
            expect(within(picker()).getByRole('alert')).toHaveTextContent('Error fetching products'),
          );
          expectPickerIn('searchFailed');
        },
        picker: async () => {
          await waitFor(() =>
            expect(screen.getByRole('list', { name: 'Your approved products' })).toBeVisible(),
          );
          const search = page().context.search;
          expect(listed('Your approved products')).toEqual(
            search === ''
              ? [
                  `Abaca tote bag${formatPeso(47_550)}Add`,
                  `Rattan fruit basket${formatPeso(55_200)}Add`,
                  expect.stringMatching(/^Piña barong blouse.*Add$/),
                ]
              : [`Rattan fruit basket${formatPeso(55_200)}Add`],
          );
          expect(within(picker()).queryByRole('list', { name: 'Picked products' })).toBeNull();
          expectPickerIn('shown');
        },
        noProducts: async () => {
          await expectBanner(campaignMessages.productsRequired);
          expect(campaigns.sent('apply')).toEqual([]);
          expectPickerIn('shown');
        },
        picked: () => {
          expect(listed('Picked products')).toEqual([
            expect.stringContaining(`Abaca tote bagOriginal price ${formatPeso(47_550)}`),
            expect.stringContaining(`Rattan fruit basketOriginal price ${formatPeso(55_200)}`),
          ]);
          expectErrors(null, null);
          expect(page().context.picked).toHaveLength(2);
        },
        onePicked: () => {
          expect(listed('Picked products')).toEqual([expect.stringContaining('Abaca tote bag')]);
          expect(within(picker()).getByRole('button', { name: 'Add Rattan fruit basket' })).toBeEnabled();
          expect(page().context.picked.map((product: { productId: number }) => product.productId)).toEqual([
            tote.id,
          ]);
        },
        allRequired: () => {
          expectErrors(campaignMessages.discountInvalid, campaignMessages.discountInvalid);
          expect(campaigns.sent('apply')).toEqual([]);
          expect(page().matches({ open: 'picking' })).toBe(true);
        },
        discountTooLow: () => {
          expectErrors(campaignMessages.discountAtLeastOne, null);
          expect(page().matches({ open: 'picking' })).toBe(true);
        },
        discountTooHigh: () => {
          expectErrors(campaignMessages.discountBelowPrice, null);
          expect(page().matches({ open: 'picking' })).toBe(true);
        },
        ready: () => {
          expectErrors(null, null);
          expect(discount('Abaca tote bag')).toHaveAccessibleDescription('20% off');
          expect(discount('Rattan fruit basket')).toHaveAccessibleDescription('20% off');
          expect(within(picker()).queryByRole('alert')).toBeNull();
          expect(page().matches({ open: 'picking' })).toBe(true);
        },
        submitting: async () => {
          await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting…'));
          expect(discount('Abaca tote bag')).toBeDisabled();
          expect(page().value).toEqual({ open: 'submitting' });
          expect(campaigns.sent('apply').at(-1)).toEqual([
            {
              campaignId: 7,
              products: [
                { productId: tote.id, discountPrice: 38_040 },
                { productId: basket.id, discountPrice: 44_160 },
              ],
            },
          ]);
        },
        applied: async () => {
          const toast = await screen.findByRole('alertdialog', { name: campaignMessages.applied });
          expect(toast).toHaveTextContent(campaignMessages.appliedDetail(2));
          expect(listed('Your products')).toEqual([
            expect.stringMatching(/^Abaca tote bag.*20% offPending$/),
            expect.stringMatching(/^Rattan fruit basket.*20% offPending$/),
            expect.stringMatching(/^Piña barong blouse.*Rejected$/),
          ]);
          expect(page().value).toEqual({ open: { applied: 'reloading' } });
          expect(campaigns.waiting('get')).toBe(1);
        },
        appliedCurrent: async () => {
          await waitFor(() => expect(page().value).toEqual({ open: { applied: 'current' } }));
          expect(memory.applied().filter((product) => product.status === 'pending')).toHaveLength(2);
          expect(listed('Your products')).toEqual([
            expect.stringMatching(/^Abaca tote bag.*Pending$/),
            expect.stringMatching(/^Rattan fruit basket.*Pending$/),
            expect.stringMatching(/^Piña barong blouse.*Rejected$/),
          ]);
          expect(screen.getByRole('button', { name: 'Apply products' })).toBeEnabled();
        },
        searchingAgain: async () => {
          await waitFor(() => expect(products.waiting('listProducts')).toBe(1));
          expectPickerIn('searching');
        },
        pickerAfterApplying: async () => {
          await waitFor(() =>
            expect(screen.getByRole('list', { name: 'Your approved products' })).toBeVisible(),
          );
          expect(listed('Your approved products')).toEqual([
            expect.stringMatching(/^Abaca tote bag.*Applied$/),
            expect.stringMatching(/^Rattan fruit basket.*Applied$/),
            expect.stringMatching(/^Piña barong blouse.*Add$/),
          ]);
        },
        priceRefused: async () => {
          await waitFor(() => expectErrors('Discount price must be below ₱400.00 now', null));
          expectPickerIn('shown');
        },
        alreadyApplied: async () => {
          await expectBanner(campaignMessages.alreadyApplied('Abaca tote bag'));
          expectPickerKept();
          expect(page().value).toEqual({ open: { picking: 'failed' } });
        },
        failed: async () => {
          await expectBanner(campaignMessages.applyFailed);
          expectPickerKept();
          expect(page().value).toEqual({ open: { picking: 'failed' } });
        },
        closed: async () => {
          await waitFor(() => expect(screen.getByText('Applications are closed')).toBeVisible());
          expect(screen.queryByRole('region', { name: 'Apply products' })).toBeNull();
          expect(screen.queryByRole('button', { name: 'Apply products' })).toBeNull();
          expect(page().value).toBe('closed');
        },
      };

      try {
        await states.loading();
        await path.test({
          states,
          events: {
            LOAD_ANSWER: () => campaigns.answer('get'),
            LOAD_FAIL: () => campaigns.refuse('get', outage),
            LOAD_MISSING: () => campaigns.refuse('get', refusal(404, 'NOT_FOUND', campaignMessages.notFound)),
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            OPEN_PICKER: () => user.click(screen.getByRole('button', { name: 'Apply products' })),
            SEARCH_ANSWER: () => products.answer('listProducts'),
            SEARCH_FAIL: () => products.refuse('listProducts', outage),
            RETRY_SEARCH: () => user.click(within(picker()).getByRole('button', { name: 'Try again' })),
            TYPE_SEARCH: async () => {
              await user.type(within(picker()).getByRole('searchbox'), 'rattan');
              // The search asks once typing pauses.
              expect(page().value).toEqual({ open: { picking: 'waiting' } });
              await waitFor(() => expect(products.waiting('listProducts')).toBe(1));
            },
            SUBMIT_EMPTY: () => user.click(submitButton()),
            ADD_TWO: async () => {
              if (page().context.search !== '') throw new Error('the model adds from the full list');
              await user.click(within(picker()).getByRole('button', { name: 'Add Abaca tote bag' }));
              await user.click(within(picker()).getByRole('button', { name: 'Add Rattan fruit basket' }));
            },
            TYPE_ZERO: () => replace(discount('Abaca tote bag'), '0'),
            TYPE_TOO_HIGH: () => replace(discount('Abaca tote bag'), '475.50'),
            TYPE_VALID: async () => {
              await replace(discount('Abaca tote bag'), '380.40');
              await replace(discount('Rattan fruit basket'), '441.60');
            },
            SUBMIT: () => user.click(submitButton()),
            SERVER_ACCEPTS: () => campaigns.answer('apply'),
            SERVER_REFUSES_PRICE: () =>
              campaigns.refuse(
                'apply',
                refusal(400, 'VALIDATION_FAILED', 'Discount price must be below ₱400.00 now', {
                  'products.0.discountPrice': 'Discount price must be below ₱400.00 now',
                }),
              ),
            SERVER_ALREADY_APPLIED: () =>
              campaigns.refuse(
                'apply',
                refusal(409, 'CONFLICT', campaignMessages.alreadyApplied('Abaca tote bag')),
              ),
            SERVER_CLOSED: () =>
              campaigns.refuse(
                'apply',
                refusal(409, 'CONFLICT', campaignMessages.applicationsClosed('Payday Sale')),
              ),
            SERVER_FAILS: () => campaigns.refuse('apply', outage),
            RELOAD_ANSWER: () => campaigns.answer('get'),
            // What the application answered stays on screen.
            RELOAD_FAIL: () => campaigns.refuse('get', outage),
            REMOVE_BASKET: () =>
              user.click(within(picker()).getByRole('button', { name: 'Remove Rattan fruit basket' })),
            CANCEL: () => user.click(within(picker()).getByRole('button', { name: 'Cancel' })),
            // The window clock's event, as the real clock sends it (its timing is tests/machines').
            CLOCK_STRIKES: () =>
              act(() => actors.latest('campaignApplication').send({ type: 'window.closed' })),
          },
        });
      } finally {
        cleanup();
        await dismissAllToasts();
      }
    });
  }
});

// The one step of an applied product's lifecycle the admin's review cannot take: a rejected product applied
// again by its seller waits for review once more. The production lifecycle runs beside the page, sent the
// blouse's history, and must agree with what the server (the in-memory service) and the screen say.
describe('campaign page: a rejected product applied again', () => {
  it('is pending again, on screen, on the server and in its lifecycle', async () => {
    const now = new Date();
    const campaign = makeCampaign(7, { title: 'Payday Sale', applicationEndDate: daysFrom(now, 3) }, now);
    const memory = createFakeCampaigns({
      now,
      campaigns: [campaign],
      products: catalog,
      applied: [{ campaignId: 7, productId: blouse.id, discountPrice: 400, status: 'rejected', reason }],
    });
    const catalogue = createFakeProducts({ products: catalog });
    const actors = watchActors();
    const user = userEvent.setup();
    const lifecycle = createActor(campaignProductLifecycleMachine, { inspect: modelInspect }).start();
    lifecycle.send({ type: 'REJECT' });
    const statusOnServer = () => memory.applied().find((product) => product.data.id === blouse.id)?.status;
    try {
      render(
        <CampaignStage
          campaigns={memory.service}
          products={catalogue.service}
          campaignId="7"
          inspect={actors.inspect}
        />,
      );
      expect(lifecycle.getSnapshot().value).toBe(statusOnServer());
      await user.click(await screen.findByRole('button', { name: 'Apply products' }));
      const picker = screen.getByRole('region', { name: 'Apply products' });
      await user.click(await within(picker).findByRole('button', { name: 'Add Piña barong blouse' }));
      await user.type(
        within(picker).getByRole('textbox', { name: 'Discount price (₱) Piña barong blouse' }),
        String(Math.floor(campaignBasePrice(blouse) / 2)),
      );
      await user.click(within(picker).getByRole('button', { name: 'Submit application' }));
      await waitFor(() =>
        expect(actors.latest('campaignApplication').getSnapshot().value).toEqual({
          open: { applied: 'current' },
        }),
      );
      lifecycle.send({ type: 'APPLY_AGAIN' });
      expect(statusOnServer()).toBe('pending');
      expect(lifecycle.getSnapshot().value).toBe(statusOnServer());
      const yours = within(screen.getByRole('list', { name: 'Your products' })).getAllByRole('listitem');
      expect(yours.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^Piña barong blouse.*Pending$/),
      ]);
    } finally {
      lifecycle.stop();
      cleanup();
      await dismissAllToasts();
    }
  });
});
