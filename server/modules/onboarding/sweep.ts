// Removes document files nothing refers to: half-written temporary files and stored files without a row
// (a process that died between storing and committing). Run when the server starts.
import type { OnboardingRepository } from './repository.ts';
import type { DocumentStorage } from './storage.ts';

/** Younger files may belong to an upload still in flight, in this process or another. */
export const orphanGraceMs = 60 * 60 * 1000;

export async function sweepOrphanDocuments(
  storage: DocumentStorage,
  onboarding: Pick<OnboardingRepository, 'referencedStorageKeys'>,
  now = new Date(),
): Promise<{ unfinished: number; orphans: number }> {
  const cutoff = new Date(now.getTime() - orphanGraceMs);
  const unfinished = await storage.removeUnfinished(cutoff);
  const candidates = await storage.keysOlderThan(cutoff);
  let orphans = 0;
  // In slices, so one query never carries an unbounded list.
  for (let start = 0; start < candidates.length; start += 500) {
    const slice = candidates.slice(start, start + 500);
    const referenced = await onboarding.referencedStorageKeys(slice);
    for (const key of slice.filter((candidate) => !referenced.has(candidate))) {
      await storage.delete(key);
      orphans += 1;
    }
  }
  return { unfinished, orphans };
}
