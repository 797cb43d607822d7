// Removes media files nothing refers to: half-written files, pictures no product_images, order_lines or
// campaign_covers row holds (a request that died between storing and committing, a delete whose file removal
// failed) and the sizes made of them. Campaign covers no campaign holds lose their rows first, so their files
// go in the same sweep.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sweepUnheldCovers } from '../campaigns/covers.ts';
import { campaignCovers } from '../campaigns/table.ts';
import { orphanGraceMs, type Swept } from '../onboarding/sweep.ts';
import { orderLines } from '../orders/table.ts';
import { productImages } from '../products/table.ts';
import { originalOf } from './renditions.ts';
import type { MediaStore } from './store.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored originals among `keys` that a product_images row, an order line or a campaign cover holds. */
export async function referencedImageKeys(
  database: Pick<Database, 'db'>,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // Cover keys are uuid-typed: a stray file whose name is no UUID cannot be one (and must not fail the cast).
  const uuids = keys.filter((key) => uuidPattern.test(key));
  const rows = await database.db
    .select({ storageKey: productImages.storageKey })
    .from(productImages)
    .where(inArray(productImages.storageKey, keys))
    .unionAll(
      database.db
        .select({ storageKey: sql<string>`${orderLines.imageKey}` })
        .from(orderLines)
        .where(inArray(orderLines.imageKey, keys)),
    )
    .unionAll(
      database.db
        .select({ storageKey: sql<string>`${campaignCovers.storageKey}::text` })
        .from(campaignCovers)
        .where(uuids.length === 0 ? sql`false` : inArray(campaignCovers.storageKey, uuids)),
    );
  return new Set(rows.map((row) => row.storageKey));
}

/** The same grace as documents': a younger file may belong to an upload still in flight. */
export async function sweepOrphanMedia(
  media: MediaStore,
  database: Database,
  now = new Date(),
): Promise<Swept> {
  const cutoff = new Date(now.getTime() - orphanGraceMs);
  // The cover rows first: their files are then orphans below, swept with the rest.
  await sweepUnheldCovers(database, cutoff);
  const unfinished = await media.removeUnfinished(cutoff);
  const candidates = await media.keysOlderThan(cutoff);
  let orphans = 0;
  // In slices, so one query never carries an unbounded list. A rendition lives as long as its original.
  for (let start = 0; start < candidates.length; start += 500) {
    const slice = candidates.slice(start, start + 500);
    const originals = slice.map(originalOf);
    const asked = [...slice, ...originals.filter((original) => original !== null)];
    const referenced = await referencedImageKeys(database, [...new Set(asked)]);
    for (const [index, key] of slice.entries()) {
      const original = originals[index];
      if (referenced.has(key) || (original && referenced.has(original))) continue;
      await media.delete(key);
      orphans += 1;
    }
  }
  return { unfinished, orphans };
}
