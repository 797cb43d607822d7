// A campaign's page for a seller (issue 14; spec §2 Campaigns, §3 the campaign products form, §4, §5, §8):
// the campaign is read with this seller's applications; while it takes applications the seller opens the
// picker, searches their approved products, gives each a discount price (spec §5's messages as it is typed,
// against the product's base price) and sends them. A 201 shows the products as Pending and reads the
// campaign again; a 400 puts the server's messages on their products; a 409 speaks in the server's words and
// one saying the window shut closes the page's applications, as the window clock does when the application
// end comes while the page is open.
import {
  applicationProductsMax,
  campaignMessages,
  type CampaignApplication,
  type CampaignApplicationBody,
  type CampaignDetail,
} from '#schemas/campaigns';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  appliedProductIds,
  checkApplication,
  closesAtOf,
  initialContext,
  serverErrorsOf,
  takesApplications,
  withApplication,
  type CampaignApplicationContext,
  type CampaignApplicationInput,
  type ProductOption,
} from './context.ts';
import type { CampaignApplicationEvent } from './events.ts';
import { windowShutByServer } from './failure.ts';
import { windowClock } from './window-clock.ts';

const notProvided = (name: string) => () => {
  throw new Error(`campaignApplicationMachine: '${name}' must be provided (src/app/campaign-application.ts)`);
};

export const campaignApplicationMachine = setup({
  types: {} as {
    context: CampaignApplicationContext;
    events: CampaignApplicationEvent;
    input: CampaignApplicationInput;
  },
  actors: {
    loadCampaign: fromPromise<CampaignDetail, { campaignId: string }>(notProvided('loadCampaign')),
    /** The seller's approved products matching the search, each with its base price. */
    searchProducts: fromPromise<ProductOption[], { search: string }>(notProvided('searchProducts')),
    apply: fromPromise<CampaignApplication, CampaignApplicationBody>(notProvided('apply')),
    windowClock,
  },
  delays: {
    /** Typing pauses this long before the search asks the server. */
    searchPause: 300,
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    showApplied: withParams<CampaignApplicationContext, CampaignApplicationEvent, 'showToast', ToastContent>(
      'showToast',
      ({ context }) => ({
        tone: 'success',
        title: campaignMessages.applied,
        description: campaignMessages.appliedDetail(context.sentCount),
      }),
    ),
    setCampaign: assign({ campaign: ({ event }) => outputOf<CampaignDetail>(event), failure: null }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    setSearch: assign({
      search: ({ event }) => {
        assertEvent(event, 'search.change');
        return event.search;
      },
    }),
    setOptions: assign({ options: ({ event }) => outputOf<ProductOption[]>(event) }),
    /** A new product starts quiet: its blank discount speaks after the next submit, not at once. */
    addProduct: assign(({ context, event }) => {
      assertEvent(event, 'product.add');
      return { picked: [...context.picked, { ...event.product, discount: '' }], showAllErrors: false };
    }),
    removeProduct: assign({
      picked: ({ context, event }) => {
        assertEvent(event, 'product.remove');
        return context.picked.filter((product) => product.productId !== event.productId);
      },
    }),
    setDiscount: assign(({ context, event }) => {
      assertEvent(event, 'discount.change');
      const { [event.productId]: _answered, ...serverErrors } = context.serverErrors;
      return {
        picked: context.picked.map((product) =>
          product.productId === event.productId ? { ...product, discount: event.discount } : product,
        ),
        serverErrors,
      };
    }),
    showAllErrors: assign({ showAllErrors: true }),
    /** The products read Pending at once; the reload that follows brings what the server holds. */
    setApplied: assign(({ context, event }) => ({
      campaign: withApplication(context.campaign!, outputOf<CampaignApplication>(event)),
      sentCount: context.picked.length,
      picked: [],
      showAllErrors: false,
      serverErrors: {},
    })),
    setServerErrors: assign(({ context, event }) => ({
      serverErrors: serverErrorsOf(toFailure(errorOf(event)), context.picked) ?? {},
      showAllErrors: true,
    })),
  },
  guards: {
    takesApplications: ({ context }) => takesApplications(context.campaign, new Date()),
    windowShut: ({ context }) => !takesApplications(context.campaign, new Date()),
    applicationValid: ({ context }) => checkApplication(context).ok,
    /** Not picked yet, not pending or approved in the campaign already, and room in the application. */
    mayAdd: ({ context, event }) =>
      event.type === 'product.add' &&
      context.picked.length < applicationProductsMax &&
      !context.picked.some((product) => product.productId === event.product.productId) &&
      !appliedProductIds(context.campaign).has(event.product.productId),
    /** The server named the products it refused (400): their discounts are the seller's to correct. */
    refusedFields: ({ context, event }) => serverErrorsOf(toFailure(errorOf(event)), context.picked) !== null,
    refusedAsClosed: ({ context, event }) => windowShutByServer(toFailure(errorOf(event)), context.campaign),
  },
}).createMachine({
  id: 'campaignApplication',
  description:
    "A campaign's page for a seller: the campaign, the seller's products in it with their status, and while applications are open, the picker that applies more with discount prices.",
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      description: 'The campaign and this seller’s applications are on their way.',
      tags: 'loading',
      entry: 'clearFailure',
      invoke: {
        src: 'loadCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'deciding', actions: 'setCampaign' },
        onError: { target: 'loadFailed', actions: 'setFailure' },
      },
    },
    loadFailed: {
      description:
        "The campaign could not be read: 'Campaign not found', the server's reason (awaiting approval) or 'Error fetching campaign', with Try again.",
      on: { 'campaign.retry': 'loading' },
    },
    deciding: {
      description:
        'Whether the campaign takes applications now (allowed, before the application end, not ended).',
      always: [{ guard: 'takesApplications', target: 'open' }, { target: 'closed' }],
    },
    open: {
      description:
        'The campaign takes applications; the window clock closes them when the application end (or the campaign’s end) comes while the page is open.',
      invoke: { src: 'windowClock', input: ({ context }) => ({ closesAt: closesAtOf(context.campaign) }) },
      on: { 'window.closed': 'closed' },
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The campaign and the seller’s products in it, with "Apply products".',
          on: { 'picker.open': 'picking' },
        },
        picking: {
          description:
            "The picker: the seller searches their approved products, adds and removes them and types each discount price; spec §5's messages and the percentage follow what is typed.",
          tags: 'picker',
          initial: 'searching',
          on: {
            'picker.close': 'browsing',
            'search.change': { target: '.waiting', actions: 'setSearch' },
            'product.add': { guard: 'mayAdd', actions: 'addProduct' },
            'product.remove': { actions: 'removeProduct' },
            'discount.change': { actions: 'setDiscount' },
            'application.submit': [
              { guard: 'applicationValid', target: 'submitting' },
              { actions: 'showAllErrors' },
            ],
          },
          states: {
            waiting: {
              description: 'The seller is typing a search; it is asked for once typing pauses.',
              after: { searchPause: 'searching' },
            },
            searching: {
              description: 'The seller’s approved products matching the search are on their way.',
              tags: 'searching',
              invoke: {
                src: 'searchProducts',
                input: ({ context }) => ({ search: context.search }),
                onDone: { target: 'shown', actions: 'setOptions' },
                onError: 'searchFailed',
              },
            },
            shown: {
              description: 'The matching products are listed to add.',
            },
            searchFailed: {
              description: "'Error fetching products', with Try again.",
              on: { 'search.retry': 'searching' },
            },
            failed: {
              description:
                "The application was not sent: a 409 in the server's words, anything else 'Error creating campaign application'; the picker keeps what was picked for another try, and the words stay until then.",
            },
          },
        },
        submitting: {
          description:
            'The application is with the server; the picker cannot change. The window closing now waits for the answer: the server decides, and the seller sees what it said.',
          tags: ['picker', 'busy'],
          entry: 'clearFailure',
          on: { 'window.closed': {} },
          invoke: {
            src: 'apply',
            input: ({ context }) => {
              const checked = checkApplication(context);
              // Entered only when applicationValid passed on this very context.
              if (!checked.ok)
                throw new Error('campaignApplicationMachine: submitting an invalid application');
              return checked.body;
            },
            onDone: { target: 'applied', actions: 'setApplied' },
            onError: [
              { guard: 'refusedFields', target: 'picking.shown', actions: 'setServerErrors' },
              { guard: 'refusedAsClosed', target: '#campaignApplication.closed', actions: 'setFailure' },
              { target: 'picking.failed', actions: 'setFailure' },
            ],
          },
        },
        applied: {
          description:
            'Sent: the toast says so, the products show as Pending, and the campaign is read again; the seller may apply more.',
          entry: 'showApplied',
          on: { 'picker.open': 'picking' },
          initial: 'reloading',
          states: {
            reloading: {
              description: 'The campaign is read again; if that fails, what the application answered stays.',
              invoke: {
                src: 'loadCampaign',
                input: ({ context }) => ({ campaignId: context.campaignId }),
                onDone: [
                  // The window closed while the application was with the server.
                  { guard: 'windowShut', target: '#campaignApplication.closed', actions: 'setCampaign' },
                  { target: 'current', actions: 'setCampaign' },
                ],
                onError: 'current',
              },
            },
            current: {
              description: 'The campaign as the server holds it now.',
            },
          },
        },
      },
    },
    closed: {
      description:
        'The campaign takes no applications (never allowed, past the application end, or ended): it shows the campaign and the seller’s products in it.',
    },
  },
});

export type CampaignApplicationMachine = typeof campaignApplicationMachine;
