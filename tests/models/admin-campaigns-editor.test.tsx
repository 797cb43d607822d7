// Model-based test of the campaign form (issue 14): a new campaign refused with every required field's spec §5
// message, filled in (its application end date typed in Philippine time), its cover uploaded, refused by the
// server (415 in its words) and replaced, the save answered, failing, or refused on the cover; an existing one
// loaded (or failing to), renamed and saved, and deleted through "Delete campaign?" (the server deleting,
// failing, or having deleted it already). It drives the real view over the real composition
// (src/app/admin-campaigns.ts) and the in-memory admin campaigns service answering when the model says so; at
// every model state it checks the screen AND the production editor machine (and its deletion).
import { createTestModel } from '@xstate/graph';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { setup, type EventFrom } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { campaignMessages } from '#schemas/campaigns';
import { FailureError } from '#machines/shared/failure.ts';
import { provideAdminCampaigns } from '../../src/app/admin-campaigns.ts';
import { AppLogicProvider } from '../../src/views/app/app-logic.tsx';
import { CampaignEditor } from '../../src/views/admin/campaigns/CampaignEditor.tsx';
import { ToastRegion } from '../../src/views/toast/ToastRegion.tsx';
import { dismissAllToasts } from '../../src/views/toast/toasts.ts';
import { coverRefusals, createFakeAdminCampaigns, sampleApplied } from '../services/admin-campaigns.ts';
import { createFakeAppLogic } from '../views/fake-app-logic.tsx';
import { heldService } from './app-support.tsx';
import { transitionPaths, watchActors } from './model-support.ts';

const editorBehaviour = setup({
  types: {} as {
    events:
      | { type: 'OPEN_NEW' }
      | { type: 'OPEN_EDIT' }
      | { type: 'SUBMIT' }
      | { type: 'TYPE_TITLE' }
      | { type: 'FILL' }
      | { type: 'PICK_COVER' }
      | { type: 'UPLOAD_DONE' }
      | { type: 'UPLOAD_REFUSED' }
      | { type: 'SERVER_SAVES' }
      | { type: 'SERVER_FAILS' }
      | { type: 'SERVER_REFUSES_COVER' }
      | { type: 'LOADED' }
      | { type: 'LOAD_FAILS' }
      | { type: 'RETRY' }
      | { type: 'RENAME_AND_SAVE' }
      | { type: 'DELETE' }
      | { type: 'CANCEL' }
      | { type: 'CONFIRM' }
      | { type: 'SERVER_DELETES' }
      | { type: 'DELETE_FAILS' }
      | { type: 'ALREADY_GONE' };
  },
}).createMachine({
  id: 'campaignEditorBehaviour',
  initial: 'start',
  states: {
    start: { description: 'the admin is signed in', on: { OPEN_NEW: 'empty', OPEN_EDIT: 'loading' } },
    empty: {
      description: 'the new campaign form is empty, a countdown without applications, and shows no message',
      on: { SUBMIT: 'incomplete', FILL: 'filled' },
    },
    incomplete: {
      description: 'every required field says so in the spec’s words; nothing was sent',
      on: { TYPE_TITLE: 'titleFixed' },
    },
    titleFixed: {
      description: 'the title’s message is gone as it is typed; the others stay',
      on: { SUBMIT: 'stillIncomplete' },
    },
    stillIncomplete: { description: 'submitting again sends nothing and puts the focus on the description' },
    filled: {
      description:
        'the words typed, Percent off 20, applications allowed until 1 Dec 2026 11:59 PM; no cover yet',
      on: { PICK_COVER: 'uploading', SUBMIT: 'coverMissing' },
    },
    coverMissing: { description: "'Cover photo is required' shows; nothing was sent" },
    uploading: {
      description: 'the picked picture is uploading; saving waits for it',
      on: { UPLOAD_DONE: 'ready', UPLOAD_REFUSED: 'coverRefused' },
    },
    coverRefused: {
      description: 'the server’s 415 says which pictures it takes; another can be picked',
      on: { PICK_COVER: 'uploading' },
    },
    ready: {
      description: 'the uploaded cover shows as a preview; the form can be saved',
      on: { SUBMIT: 'saving', PICK_COVER: 'uploading' },
    },
    saving: {
      description: 'the campaign is with the server; the form is locked',
      on: { SERVER_SAVES: 'saved', SERVER_FAILS: 'saveFailed', SERVER_REFUSES_COVER: 'coverRejected' },
    },
    saveFailed: {
      description: 'a banner says the campaign could not be saved; everything typed is still there',
      on: { SUBMIT: 'saving' },
    },
    coverRejected: { description: "the server's 'Cover photo is required' shows on the cover" },
    saved: { description: "a toast says 'Campaign created' and the list is shown" },
    loading: {
      description: 'the campaign edited is on its way',
      on: { LOADED: 'editForm', LOAD_FAILS: 'loadFailed' },
    },
    loadFailed: {
      description: "'Error fetching campaign' with Try again",
      on: { RETRY: 'loading' },
    },
    editForm: {
      description: 'Payday Sale’s form, its cover shown, with Delete campaign',
      on: { RENAME_AND_SAVE: 'updating', DELETE: 'confirming' },
    },
    updating: { description: 'the renamed campaign is with the server', on: { SERVER_SAVES: 'updated' } },
    updated: { description: "a toast says 'Campaign saved' and the list is shown" },
    confirming: {
      description: '"Delete campaign?" says its 2 approved products will leave it',
      on: { CANCEL: 'editForm', CONFIRM: 'deleting' },
    },
    deleting: {
      description: 'the deletion is with the server; the dialog is locked',
      on: { SERVER_DELETES: 'deleted', DELETE_FAILS: 'deleteFailed', ALREADY_GONE: 'deleted' },
    },
    deleteFailed: {
      description: 'the dialog says the campaign could not be deleted',
      on: { CONFIRM: 'deleting' },
    },
    deleted: { description: "a toast says 'Campaign deleted' and the list is shown" },
  },
});

type BehaviourEvent = EventFrom<typeof editorBehaviour>;
const everyEvent = (
  [
    'OPEN_NEW',
    'OPEN_EDIT',
    'SUBMIT',
    'TYPE_TITLE',
    'FILL',
    'PICK_COVER',
    'UPLOAD_DONE',
    'UPLOAD_REFUSED',
    'SERVER_SAVES',
    'SERVER_FAILS',
    'SERVER_REFUSES_COVER',
    'LOADED',
    'LOAD_FAILS',
    'RETRY',
    'RENAME_AND_SAVE',
    'DELETE',
    'CANCEL',
    'CONFIRM',
    'SERVER_DELETES',
    'DELETE_FAILS',
    'ALREADY_GONE',
  ] as const
).map((type) => ({ type })) as BehaviourEvent[];

const model = createTestModel(editorBehaviour);
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
const coverSwept = new FailureError({
  kind: 'http',
  status: 400,
  code: 'VALIDATION_FAILED',
  message: campaignMessages.coverRequired,
  fields: { backgroundImageUrl: campaignMessages.coverRequired },
});
const unsupported = new FailureError({
  kind: 'http',
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: coverRefusals.unsupported,
});
const picture = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
/** 1 Dec 2026, 11:59 PM in Manila (UTC+8). */
const applicationEnd = '2026-12-01T15:59:00.000Z';

describe(`campaign editor (${paths.length} paths)`, () => {
  afterAll(() => console.info(`campaign editor model: ${paths.length} paths covered`));

  for (const path of paths) {
    it(path.description, { timeout: 30_000 }, async () => {
      const memory = createFakeAdminCampaigns({ applied: sampleApplied(1, 2, 'approved') });
      const api = heldService(memory.service);
      const actors = watchActors();
      const user = userEvent.setup();
      const location = memoryLocation({ path: '/admin/campaigns/new', record: true });
      const appLogic = createFakeAppLogic(
        '/admin/campaigns/new',
        location.navigate,
        {},
        { inspect: actors.inspect },
      );
      let view: ReturnType<typeof render> | undefined;
      let uploaded = '';
      const open = (campaignId: string | null) => {
        view = render(
          <AppLogicProvider logic={appLogic}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <CampaignEditor
                logic={provideAdminCampaigns(api.service, location.navigate).editor}
                campaignId={campaignId}
              />
            </Router>
            <ToastRegion />
          </AppLogicProvider>,
        );
      };

      const editor = () => actors.latest('campaignEditor').getSnapshot();
      const editorIs = (value: unknown) =>
        waitFor(() => expect(editor().value).toMatchObject(value as object));
      const textbox = (name: string) => screen.getByRole('textbox', { name });
      const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const pick = async (file: File) => {
        // The file input hides behind the button: it takes no pointer, as in a browser.
        await user.upload(fileInput(), file);
      };
      const submit = async () => user.click(screen.getByRole('button', { name: /^(Create|Save) campaign$/ }));
      const required = [
        campaignMessages.titleRequired,
        campaignMessages.headingRequired,
        campaignMessages.descriptionRequired,
        campaignMessages.coverRequired,
      ];
      const expectFilled = () => {
        expect(textbox('Title')).toHaveValue('Payday Sale');
        expect(textbox('Percent off (%)')).toHaveValue('20');
        expect(screen.getByRole('checkbox', { name: /Allow applications/ })).toBeChecked();
        expect(editor().context.values.applicationEndDate).toBe(applicationEnd);
      };
      const dialog = () => screen.findByRole('alertdialog', { name: 'Delete campaign?' });
      const deletion = () => actors.latest('campaignDeletion').getSnapshot();

      try {
        await path.test({
          states: {
            start: () => expect(api.waiting('get')).toBe(0),
            empty: async () => {
              expect(await screen.findByRole('heading', { name: 'New campaign', level: 1 })).toBeVisible();
              expect(textbox('Title')).toHaveValue('');
              expect(screen.getByRole('button', { name: /Display type/ })).toHaveTextContent('Countdown');
              expect(screen.queryByRole('textbox', { name: /Percent off|Starting price/ })).toBeNull();
              expect(screen.queryByRole('group', { name: 'Application end date' })).toBeNull();
              for (const message of required) expect(screen.queryByText(message)).toBeNull();
              expect(screen.queryByRole('button', { name: 'Delete campaign' })).toBeNull();
              await editorIs({ editing: { form: 'filling', cover: 'empty', deletion: 'idle' } });
            },
            incomplete: async () => {
              for (const message of required) expect(await screen.findByText(message)).toBeVisible();
              await editorIs({ editing: { form: 'revising' } });
              expect(api.waiting('create')).toBe(0);
            },
            titleFixed: async () => {
              await waitFor(() => expect(screen.queryByText(campaignMessages.titleRequired)).toBeNull());
              expect(screen.getByText(campaignMessages.headingRequired)).toBeVisible();
              expect(screen.getByText(campaignMessages.coverRequired)).toBeVisible();
              await editorIs({ editing: { form: 'revising' } });
            },
            stillIncomplete: async () => {
              // The first invalid field in the form's order: Heading follows the title.
              await waitFor(() => expect(textbox('Heading')).toHaveFocus());
              await editorIs({ editing: { form: 'revising' } });
              expect(api.waiting('create')).toBe(0);
            },
            filled: async () => {
              expectFilled();
              expect(screen.getByRole('group', { name: 'Application end date' })).toHaveTextContent(
                /12\/1\/2026, \u2066?11:59\u2069? PM/,
              );
              for (const message of required) expect(screen.queryByText(message)).toBeNull();
              await editorIs({ editing: { form: 'filling', cover: 'empty' } });
            },
            coverMissing: async () => {
              expect(await screen.findByText(campaignMessages.coverRequired)).toBeVisible();
              expect(screen.queryByText(campaignMessages.titleRequired)).toBeNull();
              await editorIs({ editing: { form: 'revising' } });
              expect(api.waiting('create')).toBe(0);
            },
            uploading: async () => {
              expect(await screen.findByText('Uploading cover.png…')).toBeVisible();
              expect(screen.getByRole('button', { name: 'Uploading the cover…' })).toBeDisabled();
              await editorIs({ editing: { cover: 'uploading' } });
              expect(api.waiting('uploadCover')).toBe(1);
            },
            coverRefused: async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(coverRefusals.unsupported);
              await editorIs({ editing: { cover: 'failed' } });
              // The cover uploaded before it (if any) stays the campaign's.
              expect(editor().context.values.backgroundImageUrl).toBe(uploaded);
            },
            ready: async () => {
              const preview = await screen.findByRole('img', { name: 'The cover photo' });
              expect(preview.getAttribute('src')).toMatch(/^\/media\/campaigns\/[0-9a-f-]{36}\?w=750$/);
              expect(screen.getByRole('button', { name: 'Create campaign' })).toBeEnabled();
              await editorIs({ editing: { cover: 'uploaded' } });
            },
            saving: async () => {
              expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
              await editorIs({ editing: { form: 'saving' } });
              expect(api.sent('create').at(-1)).toEqual([
                {
                  title: 'Payday Sale',
                  description: 'Deals from the best stores, every payday.',
                  heading: 'Up to 20% off on payday',
                  backgroundImageUrl: editor().context.values.backgroundImageUrl,
                  startDate: null,
                  endDate: null,
                  allowApplication: true,
                  applicationEndDate: applicationEnd,
                  displayType: 'PERCENTAGE_OFF',
                  displayValue: '20',
                },
              ]);
            },
            saveFailed: async () => {
              expect(
                await screen.findByText('The campaign could not be saved. Please try again.'),
              ).toBeVisible();
              expectFilled();
              await editorIs({ editing: { form: 'revising' } });
            },
            coverRejected: async () => {
              expect(await screen.findByText(campaignMessages.coverRequired)).toBeVisible();
              expect(screen.queryByText('The campaign could not be saved. Please try again.')).toBeNull();
              await editorIs({ editing: { form: 'revising' } });
            },
            saved: async () => {
              expect(await screen.findByText('Campaign created')).toBeVisible();
              await waitFor(() => expect(location.history.at(-1)).toBe('/admin/campaigns'));
              await editorIs({ editing: { form: 'saved' } });
              expect(
                memory.campaigns().find((campaign) => campaign.title === 'Payday Sale' && campaign.id > 5),
              ).toMatchObject({
                applicationEndDate: applicationEnd,
                displayValue: '20',
              });
            },
            loading: async () => {
              expect(await screen.findByText('Loading the campaign…')).toBeVisible();
              expect(editor().value).toBe('loading');
              expect(api.sent('get').at(-1)?.[0]).toBe('1');
            },
            loadFailed: async () => {
              expect(await screen.findByText(campaignMessages.fetchFailed)).toBeVisible();
              expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
              expect(editor().value).toBe('loadFailed');
            },
            editForm: async () => {
              expect(await screen.findByRole('heading', { name: 'Edit campaign', level: 1 })).toBeVisible();
              expect(textbox('Title')).toHaveValue('Payday Sale');
              expect(textbox('Percent off (%)')).toHaveValue('20');
              expect(screen.getByRole('img', { name: 'The cover photo' })).toBeVisible();
              expect(screen.getByRole('button', { name: 'Delete campaign' })).toBeEnabled();
              await editorIs({ editing: { form: 'filling', cover: 'uploaded', deletion: 'idle' } });
            },
            updating: async () => {
              expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
              expect(api.sent('update').at(-1)?.[0]).toBe('1');
              expect(api.sent('update').at(-1)?.[1]).toMatchObject({ title: 'Payday Sale Extended' });
            },
            updated: async () => {
              expect(await screen.findByText('Campaign saved')).toBeVisible();
              await waitFor(() => expect(location.history.at(-1)).toBe('/admin/campaigns'));
              expect(memory.campaigns().find((campaign) => campaign.id === 1)?.title).toBe(
                'Payday Sale Extended',
              );
            },
            confirming: async () => {
              const shown = await dialog();
              expect(shown).toHaveTextContent(
                '"Payday Sale" will be deleted for good. 2 approved products will leave this campaign.',
              );
              await editorIs({ editing: { deletion: 'confirming' } });
              expect(deletion().value).toBe('confirming');
            },
            deleting: async () => {
              expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
              expect(deletion().value).toBe('deleting');
              expect(api.sent('remove').at(-1)).toEqual([1]);
            },
            deleteFailed: async () => {
              const shown = await dialog();
              expect(within(shown).getByRole('alert')).toHaveTextContent(
                'The campaign could not be deleted. Please try again.',
              );
              expect(deletion().value).toBe('confirming');
            },
            deleted: async () => {
              expect(await screen.findByText('Campaign deleted')).toBeVisible();
              await waitFor(() => expect(location.history.at(-1)).toBe('/admin/campaigns'));
              await editorIs({ editing: { deletion: 'deleted' } });
              expect(memory.campaigns().map((campaign) => campaign.id)).not.toContain(1);
            },
          },
          events: {
            OPEN_NEW: () => open(null),
            OPEN_EDIT: () => open('1'),
            SUBMIT: submit,
            TYPE_TITLE: async () => {
              await user.type(textbox('Title'), 'Payday Sale');
            },
            FILL: async () => {
              await user.type(textbox('Title'), 'Payday Sale');
              await user.type(textbox('Heading'), 'Up to 20% off on payday');
              await user.type(textbox('Description'), 'Deals from the best stores, every payday.');
              await user.click(screen.getByRole('button', { name: /Display type/ }));
              await user.click(await screen.findByRole('option', { name: 'Percent Off' }));
              await user.type(await screen.findByRole('textbox', { name: 'Percent off (%)' }), '20');
              await user.click(screen.getByRole('checkbox', { name: /Allow applications/ }));
              const [month] = within(
                await screen.findByRole('group', { name: 'Application end date' }),
              ).getAllByRole('spinbutton');
              await user.click(month!);
              await user.keyboard('120120261159P');
              await user.tab();
            },
            PICK_COVER: () => pick(picture()),
            UPLOAD_DONE: async () => {
              await waitFor(() => expect(api.waiting('uploadCover')).toBe(1));
              await api.answer('uploadCover');
              uploaded = editor().context.values.backgroundImageUrl;
            },
            UPLOAD_REFUSED: async () => {
              await waitFor(() => expect(api.waiting('uploadCover')).toBe(1));
              await api.refuse('uploadCover', unsupported);
            },
            SERVER_SAVES: async () => {
              const call = api.waiting('create') === 1 ? 'create' : 'update';
              await waitFor(() => expect(api.waiting(call)).toBe(1));
              await api.answer(call);
            },
            SERVER_FAILS: async () => {
              await waitFor(() => expect(api.waiting('create')).toBe(1));
              await api.refuse('create', outage);
            },
            SERVER_REFUSES_COVER: async () => {
              await waitFor(() => expect(api.waiting('create')).toBe(1));
              await api.refuse('create', coverSwept);
            },
            LOADED: async () => {
              await waitFor(() => expect(api.waiting('get')).toBe(1));
              await api.answer('get');
            },
            LOAD_FAILS: async () => {
              await waitFor(() => expect(api.waiting('get')).toBe(1));
              await api.refuse('get', outage);
            },
            RETRY: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            RENAME_AND_SAVE: async () => {
              await user.type(textbox('Title'), ' Extended');
              await submit();
            },
            DELETE: () => user.click(screen.getByRole('button', { name: 'Delete campaign' })),
            CANCEL: async () => user.click(await screen.findByRole('button', { name: 'Cancel' })),
            CONFIRM: async () =>
              user.click(within(await dialog()).getByRole('button', { name: 'Delete campaign' })),
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
              memory.drop(1);
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
