// The paged-list machine with a hand-driven loadPage: every answer is given by the test, so nothing waits.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Filters, Page, PageRequest } from '#machines/paged-list/context.ts';
import { pagedListMachine } from '#machines/paged-list/machine.ts';
import { selectIsFirstLoad, selectItems, selectListStatus } from '#machines/paged-list/selectors.ts';
import { FailureError } from '#machines/shared/failure.ts';

type Request = PageRequest & { resolve: (page: Page) => void; reject: (error: unknown) => void };

const rows = (...ids: string[]) => ids.map((id) => ({ id, title: `Row ${id}` }));

function start(filters?: Filters) {
  const requests: Request[] = [];
  const synced: Filters[] = [];
  const actor = createActor(
    pagedListMachine.provide({
      actors: {
        loadPage: fromPromise<Page, PageRequest>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ ...input, resolve, reject })),
        ),
      },
      actions: { syncFilters: ({ context }) => void synced.push(context.filters) },
    }),
    { input: { filters } },
  ).start();
  /** Answers the newest request and lets its promise settle. */
  const answer = async (page: Page) => {
    requests.at(-1)!.resolve(page);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  };
  const fail = async () => {
    requests
      .at(-1)!
      .reject(new FailureError({ kind: 'http', status: 500, code: 'INTERNAL_ERROR', message: 'Boom' }));
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
  };
  const ids = () => selectItems(actor.getSnapshot()).map((item) => item.id);
  return { actor, requests, synced, answer, fail, ids };
}

describe('paged list', () => {
  it('loads the first page with the filters it was given', () => {
    const { actor, requests } = start({ status: 'approved' });
    expect(selectListStatus(actor.getSnapshot())).toBe('loading');
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(true);
    expect(requests.map(({ filters, cursor }) => ({ filters, cursor }))).toEqual([
      { filters: { status: 'approved' }, cursor: null },
    ]);
  });

  it('appends page after page from the cursor, and stops after the last', async () => {
    const { actor, requests, answer, ids } = start();
    await answer({ items: rows('1', '2'), nextCursor: 'c2' });
    expect(selectListStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'list.loadMore' });
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(false);
    expect(requests.at(-1)?.cursor).toBe('c2');
    await answer({ items: rows('3', '4'), nextCursor: 'c4' });
    actor.send({ type: 'list.loadMore' });
    await answer({ items: rows('5'), nextCursor: null });
    expect(ids()).toEqual(['1', '2', '3', '4', '5']);
    expect(selectListStatus(actor.getSnapshot())).toBe('end');
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
    actor.send({ type: 'list.loadMore' });
    expect(requests).toHaveLength(3);
  });

  it('asks for one page at a time', async () => {
    const { actor, requests, answer } = start();
    await answer({ items: rows('1'), nextCursor: 'c1' });
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(requests).toHaveLength(2);
  });

  it('never lists a row twice when the pages shift', async () => {
    const { actor, answer, ids } = start();
    await answer({ items: rows('1', '2'), nextCursor: 'c2' });
    actor.send({ type: 'list.loadMore' });
    await answer({ items: rows('2', '3'), nextCursor: null });
    expect(ids()).toEqual(['1', '2', '3']);
  });

  it('starts over from the first page when a filter changes, and keeps the filters', async () => {
    const { actor, requests, synced, answer, ids } = start({ status: 'pending', q: 'ana' });
    await answer({ items: rows('1'), nextCursor: 'c1', counts: { pending: 1, approved: 2 } });
    actor.send({ type: 'list.filter', filters: { status: 'approved' } });
    expect(selectIsFirstLoad(actor.getSnapshot())).toBe(true);
    expect(ids()).toEqual([]);
    // The counts describe every status: they stay while the next page is on its way.
    expect(actor.getSnapshot().context.counts).toEqual({ pending: 1, approved: 2 });
    expect(requests.at(-1)).toMatchObject({ filters: { status: 'approved', q: 'ana' }, cursor: null });
    expect(synced).toEqual([{ status: 'approved', q: 'ana' }]);
    await answer({ items: rows('7', '8'), nextCursor: null, counts: { pending: 1, approved: 2 } });
    expect(ids()).toEqual(['7', '8']);
  });

  it('ignores a filter that changes nothing', async () => {
    const { actor, requests, synced, answer } = start({ status: 'pending' });
    await answer({ items: rows('1'), nextCursor: null });
    expect(actor.getSnapshot().can({ type: 'list.filter', filters: { status: 'pending' } })).toBe(false);
    actor.send({ type: 'list.filter', filters: { status: 'pending' } });
    expect(requests).toHaveLength(1);
    expect(synced).toEqual([]);
  });

  it('drops the answer of a page asked for under the old filters', async () => {
    const { actor, requests, answer, ids } = start({ status: 'pending' });
    const stale = requests[0]!;
    actor.send({ type: 'list.filter', filters: { status: 'rejected' } });
    stale.resolve({ items: rows('old'), nextCursor: null });
    await answer({ items: rows('new'), nextCursor: null });
    expect(ids()).toEqual(['new']);
  });

  it('retries the first page after it failed', async () => {
    const { actor, requests, fail, answer, ids } = start();
    await fail();
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500 });
    actor.send({ type: 'list.retry' });
    expect(requests.at(-1)?.cursor).toBeNull();
    await answer({ items: rows('1'), nextCursor: null });
    expect(ids()).toEqual(['1']);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps the rows shown when a later page fails, and retries from where it stopped', async () => {
    const { actor, requests, fail, answer, ids } = start();
    await answer({ items: rows('1', '2'), nextCursor: 'c2' });
    actor.send({ type: 'list.loadMore' });
    await fail();
    expect(ids()).toEqual(['1', '2']);
    expect(actor.getSnapshot().can({ type: 'list.loadMore' })).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(requests.at(-1)?.cursor).toBe('c2');
    await answer({ items: rows('3'), nextCursor: null });
    expect(ids()).toEqual(['1', '2', '3']);
  });

  it('edits rows in place, one or all', async () => {
    const { actor, answer } = start();
    await answer({ items: rows('1', '2', '3'), nextCursor: null });
    actor.send({ type: 'list.update', ids: ['2'], changes: { title: 'Read' } });
    expect(selectItems(actor.getSnapshot())).toEqual([
      { id: '1', title: 'Row 1' },
      { id: '2', title: 'Read' },
      { id: '3', title: 'Row 3' },
    ]);
    actor.send({ type: 'list.update', ids: 'all', changes: { title: 'All' } });
    expect(selectItems(actor.getSnapshot())).toEqual(
      rows('1', '2', '3').map((row) => ({ ...row, title: 'All' })),
    );
  });

  it('fails instead of pretending without an injected loadPage', async () => {
    const actor = createActor(pagedListMachine, { input: {} }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectItems(actor.getSnapshot())).toEqual([]);
  });
});
