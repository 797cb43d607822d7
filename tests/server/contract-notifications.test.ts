// The in-memory notifications service (tests/services/notifications.ts) against the real /api/notifications
// routes: the same scenarios, the same answers. (The live count's stream is EventSource, outside inject.)
import { expect } from 'vitest';
import { notificationsPageSchema, unreadCountSchema } from '#schemas/notifications';
import { createAdminSellersService } from '../../src/services/admin-sellers.ts';
import { createNotificationsService, type NotificationsService } from '../../src/services/notifications.ts';
import { createOnboardingService } from '../../src/services/onboarding.ts';
import { contract, parsed, startServerWorld, type World } from '../helpers/contract.ts';
import { validSubmission } from '../helpers/sample-onboarding.ts';
import { createFakeNotifications, fakeNow, makeNotification } from '../services/notifications.ts';

type NotificationsWorld = World & {
  /** The signed-in seller's notifications. */
  service: NotificationsService;
  /** One more notification reaches the seller, newer than every other. */
  arrive(): Promise<void>;
};

const scenario = contract<NotificationsWorld>({
  'the test service': async () => {
    const fake = createFakeNotifications();
    let arrived = 0;
    return {
      service: fake.service,
      arrive: async () => {
        arrived += 1;
        fake.deliver(
          makeNotification(arrived, {
            createdAt: new Date(fakeNow.getTime() + arrived * 1000).toISOString(),
          }),
        );
      },
      close: async () => undefined,
    };
  },
  'the real routes': async () => {
    const server = await startServerWorld();
    const seller = await server.submittedSeller();
    const decisions = createAdminSellersService(server.admin);
    let rejections = 0;
    return {
      service: createNotificationsService(seller.http),
      // Each rejection notifies the seller; a resubmission makes the next one possible.
      arrive: async () => {
        if (rejections > 0)
          await createOnboardingService(seller.http).submitOnboarding('resubmit', validSubmission());
        rejections += 1;
        await decisions.rejectSeller(seller.id, `Reason ${rejections}`);
      },
      close: server.close,
    };
  },
});

const unread = async (service: NotificationsService) =>
  (
    await parsed(
      unreadCountSchema,
      service.fetchUnreadCount().then((unreadCount) => ({ unreadCount })),
    )
  ).unreadCount;

scenario('a seller with no news has an empty feed and nothing unread', async (world) => {
  expect(await unread(world.service)).toBe(0);
  const page = await parsed(
    notificationsPageSchema,
    world.service.fetchNotificationsPage({ page: 1, limit: 10 }),
  );
  expect(page).toEqual({ notifications: [], pagination: { page: 1, limit: 10, hasNextPage: false } });
});

scenario('pages the feed newest first, saying when there is another page', async (world) => {
  for (let i = 0; i < 3; i += 1) await world.arrive();
  expect(await unread(world.service)).toBe(3);
  const first = await parsed(
    notificationsPageSchema,
    world.service.fetchNotificationsPage({ page: 1, limit: 2 }),
  );
  expect(first.pagination).toEqual({ page: 1, limit: 2, hasNextPage: true });
  const second = await parsed(
    notificationsPageSchema,
    world.service.fetchNotificationsPage({ page: 2, limit: 2 }),
  );
  expect(second.pagination).toEqual({ page: 2, limit: 2, hasNextPage: false });
  const feed = [...first.notifications, ...second.notifications];
  expect(new Set(feed.map((item) => item.id)).size).toBe(3);
  const times = feed.map((item) => item.createdAt);
  expect(times).toEqual([...times].sort().reverse());
  expect(feed.every((item) => !item.isRead)).toBe(true);
  const beyond = await parsed(
    notificationsPageSchema,
    world.service.fetchNotificationsPage({ page: 3, limit: 2 }),
  );
  expect(beyond).toEqual({ notifications: [], pagination: { page: 3, limit: 2, hasNextPage: false } });
});

scenario('marks the given notifications read; unknown ids and repeats change nothing', async (world) => {
  for (let i = 0; i < 3; i += 1) await world.arrive();
  const { notifications } = await world.service.fetchNotificationsPage({ page: 1, limit: 10 });
  const [newest, middle] = notifications;
  await world.service.markNotificationsRead([newest!.id]);
  expect(await unread(world.service)).toBe(2);
  await world.service.markNotificationsRead([newest!.id, '00000000-0000-4000-8000-00000000beef']);
  expect(await unread(world.service)).toBe(2);
  await world.service.markNotificationsRead([middle!.id]);
  const after = await parsed(
    notificationsPageSchema,
    world.service.fetchNotificationsPage({ page: 1, limit: 10 }),
  );
  expect(after.notifications.map((item) => item.isRead)).toEqual([true, true, false]);
  expect(await unread(world.service)).toBe(1);
});

scenario('marks everything read at once', async (world) => {
  for (let i = 0; i < 2; i += 1) await world.arrive();
  await world.service.markAllNotificationsRead();
  expect(await unread(world.service)).toBe(0);
  const page = await parsed(
    notificationsPageSchema,
    world.service.fetchNotificationsPage({ page: 1, limit: 10 }),
  );
  expect(page.notifications.map((item) => item.isRead)).toEqual([true, true]);
});
