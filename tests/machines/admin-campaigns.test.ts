// The admins' campaign machines without a screen: the list's tab in the URL and its pages, the deletion's
// confirmation words and outcomes, and the editor's rules (errors shown once left or after a submit, the
// server's until the field changes, saving held while the cover uploads).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { AdminCampaign } from '#schemas/campaigns';
import { campaignMessages } from '#schemas/campaigns';
import {
  campaignListFilters,
  campaignListLocation,
  campaignListPage,
  campaignListRequest,
} from '#machines/admin-campaigns/context.ts';
import {
  campaignDeletionMachine,
  deletedToast,
  deletionWarning,
  type CampaignDeleted,
} from '#machines/admin-campaigns/deletion.ts';
import { campaignEditorMachine, type SaveInput } from '#machines/campaign-editor/machine.ts';
import { selectFieldErrors } from '#machines/campaign-editor/selectors.ts';
import { FailureError } from '#machines/shared/failure.ts';
import { createFakeAdminCampaigns, sampleApplied, sampleCoverUrl } from '../services/admin-campaigns.ts';

const http = (status: number, message: string, fields?: Record<string, string>) =>
  new FailureError({ kind: 'http', status, code: 'X', message, fields });

describe('the list', () => {
  it('keeps its tab in the URL, All being the plain path, and reads an unknown tab as All', () => {
    expect(campaignListFilters('?phase=ended')).toEqual({ phase: 'ended' });
    expect(campaignListFilters('?phase=later')).toEqual({ phase: 'all' });
    expect(campaignListLocation({ phase: 'all' })).toBe('/admin/campaigns');
    expect(campaignListLocation({ phase: 'running' })).toBe('/admin/campaigns?phase=running');
  });

  it('asks for page numbers, the next page as the cursor, the total as the count', async () => {
    expect(campaignListRequest({ filters: { phase: 'all' }, cursor: null })).toEqual({
      phase: undefined,
      page: 1,
    });
    expect(campaignListRequest({ filters: { phase: 'upcoming' }, cursor: '3' })).toEqual({
      phase: 'upcoming',
      page: 3,
    });
    const fake = createFakeAdminCampaigns({ pageSize: 2 });
    const first = campaignListPage(await fake.service.list({ page: 1 }));
    expect(first.items.map((item) => item.id)).toEqual(['2', '1']);
    expect(first.nextCursor).toBe('2');
    expect(first.counts).toEqual({ total: 5 });
    const last = campaignListPage(await fake.service.list({ page: 3 }));
    expect(last.nextCursor).toBeNull();
  });
});

describe('the deletion', () => {
  const fake = createFakeAdminCampaigns({ applied: sampleApplied(1, 3, 'approved') });
  const start = async (remove: (id: number) => Promise<CampaignDeleted>) => {
    const campaign = await fake.service.get(1);
    return createActor(
      campaignDeletionMachine.provide({
        actors: { remove: fromPromise(({ input }: { input: { id: number } }) => remove(input.id)) },
      }),
      { input: { campaign } },
    ).start();
  };

  it('says what leaves with the campaign', async () => {
    const campaign = await fake.service.get(1);
    expect(deletionWarning(campaign)).toBe('3 approved products will leave this campaign.');
    expect(deletionWarning({ ...campaign, products: { ...campaign.products, approved: 1 } })).toBe(
      '1 approved product will leave this campaign.',
    );
    expect(deletionWarning({ ...campaign, products: { ...campaign.products, approved: 0 } })).toBeNull();
    expect(deletedToast({ campaign, approvedProductsRemoved: 3 }).description).toBe(
      '"Payday Sale" was deleted; its sellers were told that 3 approved products left it.',
    );
  });

  it('answers null when kept, the server’s count when deleted, and treats a 404 as deleted', async () => {
    const kept = await start(() => Promise.reject(new Error('not asked')));
    kept.send({ type: 'deletion.cancel' });
    expect(await toPromise(kept)).toBeNull();

    const deleted = await start((id) => Promise.resolve({ id, approvedProductsRemoved: 3 }));
    deleted.send({ type: 'deletion.confirm' });
    expect(await toPromise(deleted)).toMatchObject({ approvedProductsRemoved: 3 });

    const gone = await start(() => Promise.reject(http(404, campaignMessages.notFound)));
    gone.send({ type: 'deletion.confirm' });
    expect(await toPromise(gone)).toMatchObject({ approvedProductsRemoved: 0 });

    const failing = await start(() => Promise.reject(http(500, 'boom')));
    failing.send({ type: 'deletion.confirm' });
    await waitFor(failing, (snapshot) => snapshot.context.failure !== null);
    expect(failing.getSnapshot().value).toBe('confirming');
  });
});

describe('the editor', () => {
  const editor = (save: (input: SaveInput) => Promise<AdminCampaign>, upload: () => Promise<string>) =>
    createActor(
      campaignEditorMachine.provide({
        actors: {
          save: fromPromise<AdminCampaign, SaveInput>(({ input }) => save(input)),
          uploadCover: fromPromise(upload),
        },
        actions: { focusFirstError: () => undefined, showToast: () => undefined, goToList: () => undefined },
      }),
      { input: { campaignId: null } },
    ).start();

  it('shows a field’s error once left, every one after a submit', () => {
    const actor = editor(
      () => new Promise(() => {}),
      () => new Promise(() => {}),
    );
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'field.blur', field: 'title' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ title: campaignMessages.titleRequired });
    actor.send({ type: 'editor.submit' });
    expect(selectFieldErrors(actor.getSnapshot())).toMatchObject({
      title: campaignMessages.titleRequired,
      description: campaignMessages.descriptionRequired,
      heading: campaignMessages.headingRequired,
      backgroundImageUrl: campaignMessages.coverRequired,
    });
    actor.send({ type: 'field.change', field: 'displayType', value: 'STARTING_AT' });
    actor.send({ type: 'field.change', field: 'displayValue', value: '199.999' });
    expect(selectFieldErrors(actor.getSnapshot()).displayValue).toBe(campaignMessages.startingPriceInvalid);
  });

  it('waits for the cover, then sends the parsed body; the server’s fields show until changed', async () => {
    let answerUpload: (url: string) => void = () => undefined;
    const saves: SaveInput[] = [];
    const actor = editor(
      (input) => {
        saves.push(input);
        return Promise.reject(http(400, 'Title is taken', { title: 'Title is taken' }));
      },
      () => new Promise<string>((resolve) => (answerUpload = resolve)),
    );
    for (const [field, value] of [
      ['title', 'Payday'],
      ['description', 'Deals'],
      ['heading', 'Up to 20% off'],
      ['displayType', 'STARTING_AT'],
      ['displayValue', '199'],
    ] as const)
      actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'cover.pick', file: new File(['x'], 'cover.png', { type: 'image/png' }) });
    actor.send({ type: 'editor.submit' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    answerUpload(sampleCoverUrl(7));
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: { cover: 'uploaded' } }));
    actor.send({ type: 'editor.submit' });
    await waitFor(actor, (snapshot) => snapshot.context.failure !== null);
    expect(saves[0]!.body).toMatchObject({ displayValue: '199.00', backgroundImageUrl: sampleCoverUrl(7) });
    expect(selectFieldErrors(actor.getSnapshot()).title).toBe('Title is taken');
    actor.send({ type: 'field.change', field: 'title', value: 'Payday 2' });
    expect(selectFieldErrors(actor.getSnapshot()).title).toBeUndefined();
  });
});
