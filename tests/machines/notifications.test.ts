// The notification read-state machine over the in-memory notifications service: count, the feed's paging,
// reading, following, failures. Every wait is for a state or an answer, never for a length of time.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  createFakeNotifications,
  makeNotification,
  makeNotifications,
  type FakeNotificationsOptions,
} from '../services/notifications.ts';
import { notificationsMachine } from '../../src/machines/notifications/machine.ts';
import {
  selectFeedStatus,
  selectIsPanelOpen,
  selectNotifications,
  selectUnreadCount,
} from '../../src/machines/notifications/selectors.ts';

function start(options: FakeNotificationsOptions = {}, unreadCount?: () => Promise<number>) {
  const fake = createFakeNotifications(options);
  const navigate = vi.fn<(to: string) => void>();
  const actor = createActor(
    notificationsMachine.provide({
      actors: unreadCount ? { ...fake.actors, fetchUnreadCount: fromPromise(unreadCount) } : fake.actors,
      actions: { navigate: (_, params) => navigate(params.to) },
    }),
  ).start();
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches({ count: 'idle' }));
  const feedReady = () =>
    waitFor(
      actor,
      (snapshot) =>
        snapshot.matches({ panel: { open: 'idle' } }) && snapshot.context.feedStatus !== 'loading',
    );
  const readingIdle = () =>
    waitFor(
      actor,
      (snapshot) => !snapshot.matches({ panel: 'open' }) || snapshot.matches({ panel: { open: 'idle' } }),
    );
  return { actor, fake, navigate, settled, feedReady, readingIdle };
}

const titles = (snapshot: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) =>
  selectNotifications(snapshot).map((item) => item.title);

describe('the unread count', () => {
  it("starts as the server's count", async () => {
    const { actor, settled } = start({ notifications: makeNotifications(3) });
    await settled();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(3);
  });

  it('shows 0 when the count cannot be fetched (spec §8)', async () => {
    const { actor, settled, fake } = start({ notifications: makeNotifications(3), fail: { count: true } });
    await settled();
    expect(fake.calls).toContain('count');
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
  });

  it('follows counts pushed by the live stream, even while a fetch is on its way', async () => {
    let answer: (count: number) => void = () => undefined;
    const fetched = new Promise<number>((resolve) => (answer = resolve));
    const { actor, settled, fake } = start({ notifications: makeNotifications(2) }, () => fetched);
    expect(actor.getSnapshot().matches({ count: 'loading' })).toBe(true);
    fake.push(5);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(5);
    // The fetch answers late; the machine's own handler ran before this await resumes.
    answer(2);
    await fetched;
    // The older fetch was dropped: its answer (2) never overwrote the pushed count.
    expect(selectUnreadCount(actor.getSnapshot())).toBe(5);
    await settled();
    fake.deliver(makeNotification(99, { title: 'Account approved' }));
    expect(selectUnreadCount(actor.getSnapshot())).toBe(3);
  });
});

describe('the feed', () => {
  it('loads the first page when the panel opens', async () => {
    const { actor, feedReady, fake } = start({ notifications: makeNotifications(4) });
    actor.send({ type: 'panel.open' });
    expect(selectFeedStatus(actor.getSnapshot())).toBe('loading');
    await feedReady();
    expect(titles(actor.getSnapshot())).toEqual([
      'Notification 1',
      'Notification 2',
      'Notification 3',
      'Notification 4',
    ]);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('end');
    expect(fake.calls).toContain('page 1');
  });

  it('loads page after page until hasNextPage is false (25 notifications in three pages)', async () => {
    const { actor, feedReady, fake } = start({ notifications: makeNotifications(25) });
    actor.send({ type: 'panel.open' });
    await feedReady();
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(10);
    actor.send({ type: 'feed.loadMore' });
    await feedReady();
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'feed.loadMore' });
    await feedReady();
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(25);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('end');
    expect(actor.getSnapshot().can({ type: 'feed.loadMore' })).toBe(false);
    actor.send({ type: 'feed.loadMore' });
    expect(fake.calls.filter((call) => call.startsWith('page'))).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('shows an empty list with no more pages when the feed cannot be fetched (spec §8)', async () => {
    const { actor, feedReady } = start({ notifications: makeNotifications(25), fail: { page: true } });
    actor.send({ type: 'panel.open' });
    await feedReady();
    expect(selectNotifications(actor.getSnapshot())).toEqual([]);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('end');
  });

  it('keeps the pages already shown and stops paging when a later page fails', async () => {
    const { actor, feedReady } = start({ notifications: makeNotifications(25), fail: { page: [2] } });
    actor.send({ type: 'panel.open' });
    await feedReady();
    actor.send({ type: 'feed.loadMore' });
    await feedReady();
    expect(selectNotifications(actor.getSnapshot())).toHaveLength(10);
    expect(selectFeedStatus(actor.getSnapshot())).toBe('end');
  });

  it('never lists a notification twice when news shifts the pages', async () => {
    const { actor, feedReady, fake } = start({ notifications: makeNotifications(15) });
    actor.send({ type: 'panel.open' });
    await feedReady();
    fake.deliver(makeNotification(100, { title: 'Newest' }));
    actor.send({ type: 'feed.loadMore' });
    await feedReady();
    const ids = selectNotifications(actor.getSnapshot()).map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(15);
  });

  it('reloads from the first page each time the panel opens', async () => {
    const { actor, feedReady, fake } = start({ notifications: makeNotifications(2) });
    actor.send({ type: 'panel.open' });
    await feedReady();
    actor.send({ type: 'panel.close' });
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(false);
    fake.deliver(makeNotification(50, { title: 'Fresh' }));
    actor.send({ type: 'panel.open' });
    await feedReady();
    expect(titles(actor.getSnapshot())[0]).toBe('Fresh');
  });
});

describe('reading', () => {
  it('the unread dot marks one read and refreshes the count', async () => {
    const { actor, feedReady, readingIdle, settled, fake } = start({ notifications: makeNotifications(3) });
    await settled();
    actor.send({ type: 'panel.open' });
    await feedReady();
    const [first] = selectNotifications(actor.getSnapshot());
    actor.send({ type: 'notification.markRead', id: first!.id });
    await readingIdle();
    await settled();
    expect(selectNotifications(actor.getSnapshot()).map((item) => item.isRead)).toEqual([true, false, false]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(2);
    // Refreshing the count happens beside the panel, never by closing it.
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(true);
    expect(fake.calls.filter((call) => call === 'count')).toHaveLength(2);
  });

  it('a failed mark-read leaves the notification unread (spec §8)', async () => {
    const { actor, feedReady, readingIdle, fake } = start({
      notifications: makeNotifications(2),
      fail: { markRead: true },
    });
    actor.send({ type: 'panel.open' });
    await feedReady();
    const [first] = selectNotifications(actor.getSnapshot());
    actor.send({ type: 'notification.markRead', id: first!.id });
    await readingIdle();
    expect(fake.calls).toContain(`markRead ${first!.id}`);
    expect(selectNotifications(actor.getSnapshot())[0]!.isRead).toBe(false);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(2);
  });

  it('opening marks read, refreshes the count, then navigates to the redirect and closes the panel', async () => {
    const approved = makeNotification(1, {
      title: 'Account approved',
      metadata: { redirectUrl: '/dashboard' },
    });
    const { actor, feedReady, settled, navigate, fake } = start({
      notifications: [approved, makeNotification(2)],
    });
    await settled();
    actor.send({ type: 'panel.open' });
    await feedReady();
    const callsBefore = fake.calls.length;
    actor.send({ type: 'notification.open', id: approved.id });
    await waitFor(actor, (snapshot) => selectIsPanelOpen(snapshot) === false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/dashboard');
    expect(fake.calls.slice(callsBefore)).toEqual([`markRead ${approved.id}`, 'count']);
    await settled();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(1);
  });

  it('opening one without a redirect marks it read and stays in the panel', async () => {
    const { actor, feedReady, readingIdle, navigate } = start({ notifications: makeNotifications(2) });
    actor.send({ type: 'panel.open' });
    await feedReady();
    const [first] = selectNotifications(actor.getSnapshot());
    actor.send({ type: 'notification.open', id: first!.id });
    await readingIdle();
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(true);
    expect(selectNotifications(actor.getSnapshot())[0]!.isRead).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opening a read notification only follows it', async () => {
    const read = makeNotification(1, { isRead: true, metadata: { redirectUrl: '/orders' } });
    const { actor, feedReady, navigate, fake } = start({ notifications: [read] });
    actor.send({ type: 'panel.open' });
    await feedReady();
    actor.send({ type: 'notification.open', id: read.id });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/orders');
    expect(selectIsPanelOpen(actor.getSnapshot())).toBe(false);
    expect(fake.calls.some((call) => call.startsWith('markRead'))).toBe(false);
  });

  it('opening still follows the redirect when marking read fails, and the item stays unread', async () => {
    const item = makeNotification(1, { metadata: { redirectUrl: '/dashboard' } });
    const { actor, feedReady, navigate } = start({ notifications: [item], fail: { markRead: true } });
    actor.send({ type: 'panel.open' });
    await feedReady();
    actor.send({ type: 'notification.open', id: item.id });
    await waitFor(actor, (snapshot) => selectIsPanelOpen(snapshot) === false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/dashboard');
    actor.send({ type: 'panel.open' });
    await feedReady();
    expect(selectNotifications(actor.getSnapshot())[0]!.isRead).toBe(false);
  });

  it('mark all as read sets the badge to 0 and every item read', async () => {
    const { actor, feedReady, readingIdle, settled } = start({ notifications: makeNotifications(12) });
    await settled();
    actor.send({ type: 'panel.open' });
    await feedReady();
    actor.send({ type: 'notifications.markAllRead' });
    await readingIdle();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    expect(selectNotifications(actor.getSnapshot()).every((item) => item.isRead)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'notifications.markAllRead' })).toBe(false);
  });

  it('a failed mark all as read changes nothing', async () => {
    const { actor, feedReady, readingIdle, settled } = start({
      notifications: makeNotifications(3),
      fail: { markAllRead: true },
    });
    await settled();
    actor.send({ type: 'panel.open' });
    await feedReady();
    actor.send({ type: 'notifications.markAllRead' });
    await readingIdle();
    expect(selectUnreadCount(actor.getSnapshot())).toBe(3);
    expect(selectNotifications(actor.getSnapshot()).some((item) => item.isRead)).toBe(false);
  });

  it('ignores marking a notification that is already read', async () => {
    const read = makeNotification(1, { isRead: true });
    const { actor, feedReady } = start({ notifications: [read] });
    actor.send({ type: 'panel.open' });
    await feedReady();
    expect(actor.getSnapshot().can({ type: 'notification.markRead', id: read.id })).toBe(false);
  });
});

describe('without injected effects', () => {
  it('fails loudly instead of pretending', async () => {
    const actor = createActor(notificationsMachine);
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(String(await failed)).toMatch(/watchUnreadCount' must be provided/);
  });
});
