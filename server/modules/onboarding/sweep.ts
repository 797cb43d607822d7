// Removes document files nothing refers to: half-written temporary files and stored files without a row
// (a process that died between storing and committing). Run when the server starts and every hour after.
import type { FastifyInstance } from 'fastify';
import type { OnboardingRepository } from './repository.ts';
import type { DocumentStorage } from './storage.ts';

/** Younger files may belong to an upload still in flight, in this process or another. */
export const orphanGraceMs = 60 * 60 * 1000;

export type Swept = { unfinished: number; orphans: number };

export async function sweepOrphanDocuments(
  storage: DocumentStorage,
  onboarding: Pick<OnboardingRepository, 'referencedStorageKeys'>,
  now = new Date(),
): Promise<Swept> {
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

/**
 * Sweeps when the app is ready and then every `intervalMs` while it runs, so a crash's leftovers go within
 * two grace periods without waiting for a restart. One timer, which never keeps the process alive; a
 * sweep never overlaps the previous one, and closing the app stops the timer and waits for a sweep under way.
 */
export function sweepDocumentsWhileRunning(
  app: FastifyInstance,
  onboarding: { sweepOrphans(): Promise<Swept> },
  intervalMs: number,
): void {
  let sweeping: Promise<void> | undefined;
  const sweep = () =>
    (sweeping ??= (async () => {
      try {
        const swept = await onboarding.sweepOrphans();
        if (swept.unfinished + swept.orphans > 0) app.log.info({ swept }, 'removed abandoned document files');
      } catch (error) {
        app.log.error({ err: error }, 'document sweep failed');
      } finally {
        sweeping = undefined;
      }
    })());
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
