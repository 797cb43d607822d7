// One LISTEN connection per server process, fanning PostgreSQL notifications out to in-process subscribers.
//
// Every process that serves streams holds exactly one extra connection, whatever the number of
// connected browsers; a subscriber is a callback in a map. When the connection drops (database
// restart, network), it reconnects with capped exponential backoff and then wakes every subscriber,
// because notifications sent while it was away are lost and counts must be re-read.
import pg from 'pg';
import { notificationChannel } from './notify.ts';

export type ListenerLog = {
  info(message: string): void;
  warn(details: { err: unknown }, message: string): void;
};

export type NotificationListenerOptions = {
  /** A fresh, unconnected client each time (the listener owns it and ends it). */
  createClient: () => pg.Client;
  log?: ListenerLog;
  /** First reconnect delay, doubled on each failure up to `maxDelayMs` (defaults 250 ms and 10 s). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How often a listening connection is proven alive with `select 1` (default 30 s): a silently dropped
   * connection (a NAT timeout, a pulled cable) would otherwise look alive and deliver nothing for hours.
   */
  pingIntervalMs?: number;
};

export type NotificationListener = {
  /** Calls `onChange` whenever `sellerId` may have a new unread count; returns the unsubscribe. */
  subscribe(sellerId: string, onChange: () => void): () => void;
  /**
   * Resolves once LISTEN is active, so anything committed afterwards reaches the subscribers; rejects
   * after `timeoutMs` when the database cannot be reached.
   */
  ready(timeoutMs?: number): Promise<void>;
  /** Sellers with at least one subscriber. */
  readonly sellerCount: number;
  close(): Promise<void>;
};

const noLog: ListenerLog = { info: () => {}, warn: () => {} };

export function createNotificationListener(options: NotificationListenerOptions): NotificationListener {
  const {
    createClient,
    log = noLog,
    initialDelayMs = 250,
    maxDelayMs = 10_000,
    pingIntervalMs = 30_000,
  } = options;
  const subscribers = new Map<string, Set<() => void>>();
  let client: pg.Client | null = null;
  let state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  let failures = 0;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let readyWaiters: Array<() => void> = [];

  const wake = (callbacks: Iterable<() => void>) => {
    for (const callback of [...callbacks]) {
      try {
        callback();
      } catch (error) {
        log.warn({ err: error }, 'notification subscriber failed');
      }
    }
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== notificationChannel || !message.payload) return;
    const callbacks = subscribers.get(message.payload);
    if (callbacks) wake(callbacks);
  };

  const scheduleReconnect = () => {
    if (state === 'closed') return;
    state = 'waiting';
    // Full jitter keeps several processes from reconnecting in lockstep after a database restart.
    const ceiling = Math.min(maxDelayMs, initialDelayMs * 2 ** failures);
    const delay = Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
  };

  const drop = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    client = null;
    clearInterval(pingTimer);
    // Later errors of the dead client must not become uncaught 'error' events.
    lost.removeAllListeners('notification');
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    if (state === 'closed') return;
    log.warn({ err: error }, 'notification listener lost its database connection; reconnecting');
    scheduleReconnect();
  };

  const ping = async (current: pg.Client) => {
    const timeout = new Promise<never>((_, reject) => {
      const timer = setTimeout(() => reject(new Error('notification listener ping timed out')), 10_000);
      timer.unref();
    });
    try {
      await Promise.race([current.query('select 1'), timeout]);
    } catch (error) {
      drop(current, error);
    }
  };

  const connect = async () => {
    if (state === 'closed') return;
    state = 'connecting';
    const next = createClient();
    client = next;
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`listen ${notificationChannel}`);
    } catch (error) {
      if (client === next) drop(next, error);
      return;
    }
    if (client !== next) return;
    state = 'listening';
    failures = 0;
    pingTimer = setInterval(() => void ping(next), pingIntervalMs);
    pingTimer.unref();
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const resolve of waiters) resolve();
    if (hasListened) {
      log.info('notification listener reconnected; refreshing every open stream');
      wake([...subscribers.values()].flatMap((callbacks) => [...callbacks]));
    }
    hasListened = true;
  };

  const start = () => {
    if (state === 'idle') void connect();
  };

  return {
    subscribe(sellerId, onChange) {
      start();
      let callbacks = subscribers.get(sellerId);
      if (!callbacks) subscribers.set(sellerId, (callbacks = new Set()));
      callbacks.add(onChange);
      return () => {
        callbacks.delete(onChange);
        if (callbacks.size === 0 && subscribers.get(sellerId) === callbacks) subscribers.delete(sellerId);
      };
    },

    ready(timeoutMs = 5_000) {
      if (state === 'closed') return Promise.reject(new Error('notification listener is closed'));
      if (state === 'listening') return Promise.resolve();
      start();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          readyWaiters = readyWaiters.filter((waiter) => waiter !== done);
          reject(new Error('notification listener could not reach the database'));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        readyWaiters.push(done);
      });
    },

    get sellerCount() {
      return subscribers.size;
    },

    async close() {
      state = 'closed';
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      subscribers.clear();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('notification');
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
