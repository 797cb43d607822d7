// Campaign cover photos (decision 038): uploaded before the campaign is saved, judged and re-encoded exactly as
// product pictures are, stored in the media store under a random key and served at /media/campaigns/<key>. A
// cover no campaign holds is the media sweep's once the orphan grace has passed (server/modules/media/sweep.ts).
import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { campaignCoverUrl } from '#schemas/campaigns';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../lib/executor.ts';
import type { AcceptedImage } from '../media/images.ts';
import { removeImageFiles } from '../media/images.ts';
import type { MediaStore } from '../media/store.ts';
import { newStorageKey } from '../onboarding/storage.ts';
import { campaignCovers, campaigns } from './table.ts';

/**
 * Stores an accepted picture, then its row; answers its public URL. A row that fails to commit takes its file
 * with it (or, should that removal fail too, leaves it to the sweep).
 */
export async function storeCover(
  database: Database,
  media: MediaStore,
  adminId: string,
  image: AcceptedImage,
): Promise<string> {
  const storageKey = newStorageKey();
  await media.put(storageKey, image.data);
  try {
    await database.db.insert(campaignCovers).values({
      storageKey,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      uploadedBy: adminId,
    });
  } catch (error) {
    await removeImageFiles(media, storageKey).catch(() => {});
    throw error;
  }
  return campaignCoverUrl(storageKey);
}

/** The stored cover behind `storageKey` as the media path serves it; null for a key no cover row holds. */
export async function coverOf(database: Database, storageKey: string) {
  const [row] = await database.db
    .select({ contentType: campaignCovers.contentType, width: campaignCovers.width })
    .from(campaignCovers)
    .where(eq(campaignCovers.storageKey, storageKey));
  return row ?? null;
}

const sweepBatch = 500;

const unheld = (db: Executor) =>
  notExists(
    db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.coverKey, campaignCovers.storageKey)),
  );

/**
 * Removes the rows of covers uploaded before `cutoff` that no campaign holds (an upload whose form was never
 * saved, a cover replaced or its campaign deleted); their files are then orphans to the file sweep. Race-free
 * against a campaign taking one of them: candidates are locked first, skipping any a saving campaign holds
 * (`holdCover`), and a fresh statement checks again that none is held before removing it.
 */
export async function sweepUnheldCovers(database: Database, cutoff: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await database.db.transaction(async (tx) => {
      const locked = await tx
        .select({ storageKey: campaignCovers.storageKey })
        .from(campaignCovers)
        .where(and(lt(campaignCovers.createdAt, cutoff), unheld(tx)))
        .limit(sweepBatch)
        .for('update', { skipLocked: true });
      if (locked.length === 0) return { found: 0, removed: 0 };
      const keys = locked.map((row) => row.storageKey);
      const gone = await tx
        .delete(campaignCovers)
        .where(and(inArray(campaignCovers.storageKey, keys), unheld(tx)))
        .returning({ storageKey: campaignCovers.storageKey });
      return { found: locked.length, removed: gone.length };
    });
    removed += batch.removed;
    if (batch.found < sweepBatch) return removed;
  }
}
