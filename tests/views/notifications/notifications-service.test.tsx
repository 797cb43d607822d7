// The live-count subscription of src/services/notifications.ts, over a stand-in EventSource (jsdom has none).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/services/client.ts';
import { createNotificationsService } from '../../../src/services/notifications.ts';
import { createTokenStorage } from '../../../src/services/token-storage.ts';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sent `data: <data>`. */
  emit(data: string) {
    this.onmessage?.({ data });
  }
}

const Source = FakeEventSource as unknown as typeof EventSource;

const { watchUnreadCount } = createNotificationsService(
  createHttpClient({ tokens: createTokenStorage(localStorage) }),
  { EventSource: Source },
);

afterEach(() => {
  FakeEventSource.opened = [];
  vi.useRealTimers();
});

describe('watchUnreadCount', () => {
  it('opens the stream with the seller token in the query and reports each count', () => {
    localStorage.setItem('token', 'tok en/1');
    const counts: number[] = [];
    const stop = watchUnreadCount((count) => counts.push(count));
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe('/api/notifications/stream?token=tok%20en%2F1');
    source!.emit('{"unreadCount":3}');
    source!.emit('not json');
    source!.emit('{"unreadCount":-1}');
    source!.emit('{"unreadCount":0}');
    expect(counts).toEqual([3, 0]);
    stop();
    expect(source!.closed).toBe(true);
  });

  it('does not open a stream without a session', () => {
    watchUnreadCount(() => {});
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens a new stream, backing off, when the server refused the last one', () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'abc');
    const stop = watchUnreadCount(() => {});
    const first = FakeEventSource.opened[0]!;
    // A dropped connection that EventSource retries by itself is left alone.
    first.readyState = FakeEventSource.CONNECTING;
    first.onerror?.();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    // A refusal (an error status) closes it for good: we open another after a delay.
    first.readyState = FakeEventSource.CLOSED;
    first.onerror?.();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    stop();
    FakeEventSource.opened[1]!.readyState = FakeEventSource.CLOSED;
    FakeEventSource.opened[1]!.onerror?.();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
