// Actor builders shared by the composition root and the fakes: an upload with progress as a callback actor.
import type { DocumentInfo } from '#schemas/onboarding';
import { fromCallback, waitFor, type ActorRefFrom, type EventObject } from 'xstate';
import type { SessionMachine } from '../session/machine.ts';
import { toFailure } from '../shared/failure.ts';
import { UPLOAD_FALLBACK } from './failure.ts';
import type { UploadRequest } from './machine.ts';

export type UploadProgress = { loaded: number; total: number };

/** Uploads one document: resolves with what the server stored, reports progress, stops on `signal`. */
export type UploadFunction = (
  request: UploadRequest,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) => Promise<DocumentInfo>;

/** The machine's `uploadDocument` from a promise-returning upload; stopping the actor aborts the request. */
export const uploadActor = (upload: UploadFunction) =>
  fromCallback<EventObject, UploadRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { kind } = input;
    upload(
      input,
      ({ loaded, total }) => sendBack({ type: 'document.progress', kind, loaded, total }),
      controller.signal,
    ).then(
      (info) => sendBack({ type: 'document.uploaded', kind, info }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          sendBack({ type: 'document.failed', kind, failure: toFailure(error, UPLOAD_FALLBACK) });
      },
    );
    return () => controller.abort();
  });

/**
 * The machine's `finish`: refresh the session, then go to /dashboard. The session must hold the onboarded
 * profile first, or its redirect would send the seller back to /onboarding; a refresh that fails ends the
 * session, which redirects by itself.
 */
export const finishOnboarding = (session: ActorRefFrom<SessionMachine>, navigate: (to: string) => void) => {
  session.send({ type: 'session.refresh' });
  void waitFor(session, (snapshot) => snapshot.matches({ seller: { signedIn: 'ready' } })).then(
    () => navigate('/dashboard'),
    () => undefined,
  );
};
