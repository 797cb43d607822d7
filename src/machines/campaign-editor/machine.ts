// Creating and editing a campaign (issue 14, spec §5's campaign messages): the campaign loaded for edit, the
// form checked live by `campaignBodySchema` as the admin types (the same schema the server parses with), the
// cover photo uploaded as soon as it is picked (the server judges its bytes; its URL becomes the body's
// backgroundImageUrl), the save (a 400's `fields` show on their fields), and the deletion of the campaign
// edited behind its confirmation (src/machines/admin-campaigns/deletion.ts).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AdminCampaign, CampaignBody } from '#schemas/campaigns';
import {
  campaignDeletionMachine,
  deletedToast,
  type CampaignDeletionOutput,
} from '../admin-campaigns/deletion.ts';
import { errorOf, outputOf, withParams } from '../shared/actor-events.ts';
import { toFailure } from '../shared/failure.ts';
import type { ToastContent } from '../toast/context.ts';
import {
  campaignValuesOf,
  initialContext,
  isValidCampaign,
  parseCampaign,
  type CampaignEditorContext,
} from './context.ts';
import type { CampaignEditorEvent } from './events.ts';

export type SaveInput = { campaignId: string | null; body: CampaignBody };

const notProvided = (name: string) => () => {
  throw new Error(`campaignEditorMachine: '${name}' must be provided (src/app/admin-campaigns.ts)`);
};

const savedToast = (campaign: AdminCampaign, created: boolean): ToastContent => ({
  title: created ? 'Campaign created' : 'Campaign saved',
  description: `"${campaign.title}" is saved.`,
  tone: 'success',
});

export const campaignEditorMachine = setup({
  types: {} as {
    context: CampaignEditorContext;
    events: CampaignEditorEvent;
    input: { campaignId: string | null };
  },
  actors: {
    loadCampaign: fromPromise<AdminCampaign, { campaignId: string }>(notProvided('loadCampaign')),
    uploadCover: fromPromise<string, { file: File }>(notProvided('uploadCover')),
    save: fromPromise<AdminCampaign, SaveInput>(notProvided('save')),
    deletion: campaignDeletionMachine,
  },
  actions: {
    /** Injected: shows a toast. */
    showToast: (_, _content: ToastContent) => notProvided('showToast')(),
    /** Injected: back to /admin/campaigns once saved or deleted. */
    goToList: notProvided('goToList'),
    /** Injected: the focus to the first invalid field, so a screen reader reads its label and error. */
    focusFirstError: notProvided('focusFirstError'),
    announceSaved: withParams<CampaignEditorContext, CampaignEditorEvent, 'showToast', ToastContent>(
      'showToast',
      ({ context, event }) => savedToast(outputOf<AdminCampaign>(event), context.campaignId === null),
    ),
    announceDeleted: withParams<CampaignEditorContext, CampaignEditorEvent, 'showToast', ToastContent>(
      'showToast',
      ({ event }) => deletedToast(outputOf<NonNullable<CampaignDeletionOutput>>(event)),
    ),
    setCampaign: assign(({ event }) => {
      const campaign = outputOf<AdminCampaign>(event);
      return { campaign, values: campaignValuesOf(campaign), failure: null };
    }),
    setFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        values: { ...context.values, [event.field]: event.value },
        edited: context.edited.includes(event.field) ? context.edited : [...context.edited, event.field],
      };
    }),
    visitField: assign({
      visited: ({ context, event }) => {
        assertEvent(event, 'field.blur');
        return context.visited.includes(event.field) ? context.visited : [...context.visited, event.field];
      },
    }),
    forgetEdits: assign({ edited: [] }),
    setCoverFile: assign(({ event }) => {
      assertEvent(event, 'cover.pick');
      return { coverFile: event.file, coverFailure: null };
    }),
    /** The uploaded cover is the form's: it counts as visited, so its error (if any) shows. */
    setCoverUrl: assign(({ context, event }) => ({
      values: { ...context.values, backgroundImageUrl: outputOf<string>(event) },
      visited: [...context.visited.filter((field) => field !== 'backgroundImageUrl'), 'backgroundImageUrl'],
      edited: [...context.edited.filter((field) => field !== 'backgroundImageUrl'), 'backgroundImageUrl'],
      coverFile: null,
    })),
    setCoverFailure: assign({ coverFile: null, coverFailure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    isNew: ({ context }) => context.campaignId === null,
    hasCover: ({ context }) => context.values.backgroundImageUrl !== '',
    /** Valid by the schema, and no cover still on its way. */
    canSave: ({ context }) => context.coverFile === null && isValidCampaign(context.values),
    isEditing: ({ context }) => context.campaign !== null,
    wasDeleted: ({ event }) => outputOf<CampaignDeletionOutput>(event) !== null,
  },
}).createMachine({
  id: 'campaignEditor',
  description: 'A campaign created or edited: its form, its cover photo, the save, and its deletion.',
  context: ({ input }) => initialContext(input.campaignId),
  initial: 'starting',
  states: {
    starting: {
      description: 'A new campaign starts empty; an existing one is loaded first.',
      always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      description: 'The campaign edited is on its way.',
      tags: 'loading',
      invoke: {
        src: 'loadCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId! }),
        onDone: { target: 'editing', actions: 'setCampaign' },
        onError: { target: 'loadFailed', actions: 'setFailure' },
      },
    },
    loadFailed: {
      description:
        "The campaign could not be loaded ('Campaign not found' for an unknown id); Try again asks again.",
      tags: 'loadFailed',
      on: { 'editor.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      description: 'The form is shown: its fields, its cover photo, and for a saved campaign its deletion.',
      type: 'parallel',
      states: {
        form: {
          description: 'The values, checked live by the campaign schema, and their save.',
          initial: 'filling',
          states: {
            filling: {
              description: 'Before any submit: a field shows its error once the admin has left it.',
              on: {
                'field.change': { actions: 'setValue' },
                'field.blur': { actions: 'visitField' },
                'editor.submit': [
                  { guard: 'canSave', target: 'saving' },
                  { target: 'revising', actions: 'focusFirstError' },
                ],
              },
            },
            revising: {
              description:
                "A submit was tried: every field shows its error (the server's until its field changes), and each follows the typing.",
              tags: 'submitTried',
              on: {
                'field.change': { actions: 'setValue' },
                'field.blur': { actions: 'visitField' },
                'editor.submit': [{ guard: 'canSave', target: 'saving' }, { actions: 'focusFirstError' }],
              },
            },
            saving: {
              description: 'The campaign is with the server; the form is locked.',
              tags: ['submitTried', 'saving'],
              entry: ['forgetEdits', 'clearFailure'],
              invoke: {
                src: 'save',
                input: ({ context }) => ({
                  campaignId: context.campaignId,
                  body: parseCampaign(context.values),
                }),
                onDone: { target: 'saved', actions: ['announceSaved', 'goToList'] },
                onError: { target: 'revising', actions: ['setFailure', 'focusFirstError'] },
              },
            },
            saved: {
              description: 'Saved: the app goes back to the list.',
              tags: 'saving',
            },
          },
        },
        cover: {
          description: 'The cover photo: uploaded as soon as it is picked, the server judging its bytes.',
          initial: 'checking',
          states: {
            checking: {
              description: 'A saved campaign has its cover already; a new one has none yet.',
              always: [{ guard: 'hasCover', target: 'uploaded' }, { target: 'empty' }],
            },
            empty: {
              description: 'No cover yet: drop a picture or pick one.',
              on: { 'cover.pick': { target: 'uploading', actions: 'setCoverFile' } },
            },
            uploading: {
              description: 'The picture is on its way; saving waits for it.',
              tags: 'uploading',
              invoke: {
                src: 'uploadCover',
                input: ({ context }) => ({ file: context.coverFile! }),
                onDone: { target: 'uploaded', actions: 'setCoverUrl' },
                onError: { target: 'failed', actions: 'setCoverFailure' },
              },
            },
            uploaded: {
              description: 'The cover is shown as a preview; another picture replaces it.',
              on: { 'cover.pick': { target: 'uploading', actions: 'setCoverFile' } },
            },
            failed: {
              description:
                'The server refused the picture (its 413/415 words) or it could not be sent; the cover before it stays, and another can be picked.',
              on: { 'cover.pick': { target: 'uploading', actions: 'setCoverFile' } },
            },
          },
        },
        deletion: {
          description: 'Deleting the campaign edited, behind its confirmation.',
          initial: 'idle',
          states: {
            idle: {
              description: 'A saved campaign offers Delete campaign.',
              on: { 'campaign.delete': { guard: 'isEditing', target: 'confirming' } },
            },
            confirming: {
              description: 'The confirmation runs (the deletion machine): the admin confirms or keeps it.',
              tags: 'dialog',
              invoke: {
                id: 'deletion',
                src: 'deletion',
                input: ({ context }) => ({ campaign: context.campaign! }),
                onDone: [
                  { guard: 'wasDeleted', target: 'deleted', actions: ['announceDeleted', 'goToList'] },
                  { target: 'idle' },
                ],
              },
            },
            deleted: { description: 'Deleted: the app goes back to the list.' },
          },
        },
      },
    },
  },
});

export type CampaignEditorMachine = typeof campaignEditorMachine;
