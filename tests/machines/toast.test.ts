import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  MAX_OPEN_TOASTS,
  TOAST_DURATION_MS,
  type ToastContent,
  type ToastInput,
} from '#machines/toast/context.ts';
import { toastMachine } from '#machines/toast/machine.ts';
import { toastQueueMachine } from '#machines/toast/queue.ts';
import { selectIsSwiping, selectIsTimerRunning, selectSwipeOffset } from '#machines/toast/selectors.ts';

const content: ToastContent = { title: 'Saved', tone: 'success' };
const startToast = (input: Partial<ToastInput> = {}) =>
  createActor(toastMachine, {
    input: { content, duration: TOAST_DURATION_MS, paused: false, ...input },
  }).start();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast lifecycle', () => {
  it('closes when its time runs out', () => {
    const toast = startToast();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toast.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('honours a custom duration', () => {
    const toast = startToast({ duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('pauses, then resumes with only the remaining time', () => {
    const toast = startToast();
    vi.advanceTimersByTime(2000);
    toast.send({ type: 'timer.pause' });
    expect(selectIsTimerRunning(toast.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(toast.getSnapshot().status).toBe('active');

    toast.send({ type: 'timer.resume' });
    vi.advanceTimersByTime(3999);
    expect(toast.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('keeps the remaining time across several pauses', () => {
    const toast = startToast();
    for (let round = 0; round < 3; round++) {
      vi.advanceTimersByTime(1000);
      toast.send({ type: 'timer.pause' });
      vi.advanceTimersByTime(5000);
      toast.send({ type: 'timer.resume' });
    }
    expect(toast.getSnapshot().context.remaining).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(toast.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('starts paused when the viewport is already held', () => {
    const toast = startToast({ paused: true });
    vi.advanceTimersByTime(60_000);
    expect(toast.getSnapshot().status).toBe('active');
    toast.send({ type: 'timer.resume' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('closes at once on the close action (Escape and the close button send it)', () => {
    const toast = startToast();
    toast.send({ type: 'toast.close' });
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('only starts a swipe after 10 px', () => {
    const toast = startToast();
    toast.send({ type: 'swipe.move', deltaX: 10 });
    expect(selectIsSwiping(toast.getSnapshot())).toBe(false);
    expect(selectSwipeOffset(toast.getSnapshot())).toBe(0);
    toast.send({ type: 'swipe.move', deltaX: 11 });
    expect(selectIsSwiping(toast.getSnapshot())).toBe(true);
    expect(selectSwipeOffset(toast.getSnapshot())).toBe(11);
  });

  it('snaps back when released at 50 px or less', () => {
    const toast = startToast();
    toast.send({ type: 'swipe.move', deltaX: 30 });
    toast.send({ type: 'swipe.move', deltaX: 50 });
    toast.send({ type: 'swipe.end', deltaX: 50 });
    expect(toast.getSnapshot().status).toBe('active');
    expect(selectIsSwiping(toast.getSnapshot())).toBe(false);
    expect(selectSwipeOffset(toast.getSnapshot())).toBe(0);
  });

  it.each([51, -51])('closes when a swipe is released past 50 px (%i)', (deltaX) => {
    const toast = startToast();
    toast.send({ type: 'swipe.move', deltaX });
    toast.send({ type: 'swipe.end', deltaX });
    expect(toast.getSnapshot().status).toBe('done');
  });

  it('ignores a release that never became a swipe, and a cancelled swipe', () => {
    const toast = startToast();
    toast.send({ type: 'swipe.end', deltaX: 80 });
    expect(toast.getSnapshot().status).toBe('active');
    toast.send({ type: 'swipe.move', deltaX: 80 });
    toast.send({ type: 'swipe.cancel' });
    expect(toast.getSnapshot().status).toBe('active');
    expect(selectSwipeOffset(toast.getSnapshot())).toBe(0);
  });
});

describe('toast queue', () => {
  const show = (title: string) => ({ type: 'toast.show', content: { title, tone: 'info' } }) as const;
  const titles = (queue: ReturnType<typeof createActor<typeof toastQueueMachine>>) =>
    queue.getSnapshot().context.toasts.map((toast) => toast.ref.getSnapshot().context.content.title);

  it('shows toasts newest first and forgets each one when it closes', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send(show('first'));
    vi.advanceTimersByTime(1000);
    queue.send(show('second'));
    expect(titles(queue)).toEqual(['second', 'first']);
    expect(Object.keys(queue.getSnapshot().children)).toHaveLength(2);

    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    expect(titles(queue)).toEqual(['second']);
    expect(Object.keys(queue.getSnapshot().children)).toEqual(['toast-2']);
    vi.advanceTimersByTime(1000);
    expect(titles(queue)).toEqual([]);
  });

  it('pauses every toast while the viewport is held, including toasts that arrive meanwhile', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send(show('before'));
    queue.send({ type: 'viewport.pause', by: 'pointer' });
    queue.send(show('during'));
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['during', 'before']);

    queue.send({ type: 'viewport.resume', by: 'pointer' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(titles(queue)).toEqual([]);
  });

  it('stops being paused once its last toast closes, since the viewport goes with it', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send(show('first'));
    queue.send(show('second'));
    queue.send({ type: 'viewport.pause', by: 'keyboard' });
    queue.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(queue.getSnapshot().value).toBe('paused');
    queue.send({ type: 'toast.dismiss', id: 'toast-2' });
    expect(queue.getSnapshot().value).toBe('running');

    queue.send(show('next'));
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(titles(queue)).toEqual([]);
  });

  it('dismisses one toast by id, or all of them', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send(show('a'));
    queue.send(show('b'));
    queue.send(show('c'));
    queue.send({ type: 'toast.dismiss', id: 'toast-2' });
    expect(titles(queue)).toEqual(['c', 'a']);
    queue.send({ type: 'toast.dismiss', id: 'toast-unknown' });
    expect(titles(queue)).toEqual(['c', 'a']);
    queue.send({ type: 'toasts.dismissAll' });
    expect(titles(queue)).toEqual([]);
  });

  it(`keeps at most ${MAX_OPEN_TOASTS} toasts open, closing the oldest`, () => {
    const queue = createActor(toastQueueMachine).start();
    for (let index = 1; index <= MAX_OPEN_TOASTS + 2; index++) queue.send(show(`toast ${index}`));
    expect(titles(queue)).toEqual(['toast 5', 'toast 4', 'toast 3']);
  });

  it('stays paused while either the pointer or keyboard focus holds it, and runs once neither does', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send(show('held'));
    queue.send({ type: 'viewport.pause', by: 'keyboard' });
    queue.send({ type: 'viewport.pause', by: 'pointer' });
    queue.send({ type: 'viewport.resume', by: 'pointer' });
    vi.advanceTimersByTime(60_000);
    expect(titles(queue)).toEqual(['held']);
    queue.send({ type: 'viewport.resume', by: 'keyboard' });
    expect(queue.getSnapshot().value).toBe('running');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(titles(queue)).toEqual([]);
  });

  it('shows a repeated message once: its twin moves to the top and starts its time over', () => {
    const queue = createActor(toastQueueMachine).start();
    const failed = {
      type: 'toast.show',
      content: { title: 'Login failed', description: 'Please check your email and password.', tone: 'error' },
    } as const;
    queue.send(failed);
    queue.send(show('other'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    for (let attempt = 0; attempt < 4; attempt++) queue.send(failed);
    expect(titles(queue)).toEqual(['Login failed', 'other']);
    expect(Object.keys(queue.getSnapshot().children)).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(titles(queue)).toEqual(['Login failed']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1001);
    expect(titles(queue)).toEqual(['Login failed']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('gives a paused twin its whole time again, kept until the pause ends', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send(show('again'));
    vi.advanceTimersByTime(5000);
    queue.send({ type: 'viewport.pause', by: 'pointer' });
    queue.send(show('again'));
    vi.advanceTimersByTime(60_000);
    queue.send({ type: 'viewport.resume', by: 'pointer' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(titles(queue)).toEqual(['again']);
    vi.advanceTimersByTime(1);
    expect(titles(queue)).toEqual([]);
  });

  it('tells messages apart by title, description and tone', () => {
    const queue = createActor(toastQueueMachine).start();
    queue.send({ type: 'toast.show', content: { title: 'Saved', tone: 'success' } });
    queue.send({ type: 'toast.show', content: { title: 'Saved', tone: 'info' } });
    queue.send({ type: 'toast.show', content: { title: 'Saved', description: 'Draft', tone: 'success' } });
    expect(titles(queue)).toEqual(['Saved', 'Saved', 'Saved']);
  });
});
