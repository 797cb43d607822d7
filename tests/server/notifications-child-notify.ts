// Run as a separate process by the stream tests: notifies a seller from outside the server under test,
// as another server process (an admin's approval on another instance) would.
// Usage: tsx tests/server/notifications-child-notify.ts <database url> <seller id> <title>
import { createDatabase } from '../../server/db/client.ts';
import { notifySeller } from '../../server/modules/notifications/notify.ts';

const [url, sellerId, title] = process.argv.slice(2);
if (!url || !sellerId || !title)
  throw new Error('usage: notifications-child-notify.ts <url> <sellerId> <title>');

const database = createDatabase(url, { max: 1 });
try {
  await database.db.transaction((tx) =>
    notifySeller(tx, sellerId, { title, message: 'Sent from another process', redirectUrl: '/dashboard' }),
  );
} finally {
  await database.close();
}
