// What the tool says when a suggestion or a background fails (spec §8), decided once here.
import { aiMessages } from '#schemas/ai';
import type { Failure } from '../shared/failure.ts';

/** Spec §8's 429: the per-photo daily limit is reached; only another photo can go on. */
export const isImageLimit = (failure: Failure): boolean =>
  failure.kind === 'http' && failure.status === 429 && failure.code === 'IMAGE_LIMIT';

/**
 * The server's own words when it refused (a 4xx: 'Title is required', the busy or throttle message) or
 * when the AI service failed it (AI_UNAVAILABLE, whose message starts with spec §8's text and says why);
 * spec §8's text for anything else.
 */
export const failureText = (failure: Failure, fallback: string): string =>
  failure.kind === 'http' && (failure.status < 500 || failure.code === 'AI_UNAVAILABLE')
    ? failure.message
    : fallback;

export const promptFailureText = (failure: Failure) => failureText(failure, aiMessages.promptFailed);
export const backgroundFailureText = (failure: Failure) => failureText(failure, aiMessages.backgroundFailed);
