import type { FastifyReply } from 'fastify';
import { NOTIFICATION_STREAM_MAX_MS, type TNotificationStreamEvent } from '@school/contract/notification/notification.schemas';
import type { TDatabase } from '../../db/engine';
import type { TAuth } from '../../http/auth.plugin';
import type { TAppDeps } from '../../http/deps';
import { NOTIFICATION_CHANNEL, streamState } from './notification.service';

/**
 * The live bell (issue 16): each signed-in browser keeps one server-sent-events stream. `notify()` signals the
 * users it told when its transaction commits (`signalOnCommit`: PostgreSQL NOTIFY, so a notification made by
 * one server process reaches a browser connected to another); the hub of each process hands the signal to the
 * streams of those users in that campus only, which send the new unread count and newest notification.
 * Nothing is replayed from memory: a browser that reconnects gets the current state first, and reads the list.
 */
type TStreamListener = () => void;

class NotificationHub {
  private readonly streams = new Map<string, Set<TStreamListener>>();
  /** Resolves once this process hears the channel: a stream starts only then, so no signal falls between. */
  readonly ready: Promise<void>;
  constructor(database: TDatabase) {
    this.ready = database.subscribe(NOTIFICATION_CHANNEL, (payload) => this.deliver(payload)).ready;
  }
  private deliver(payload: string) {
    let signal: { c?: unknown; u?: unknown };
    try {
      signal = JSON.parse(payload) as { c?: unknown; u?: unknown };
    } catch {
      return;
    }
    if (typeof signal.c !== 'string' || !Array.isArray(signal.u)) return;
    for (const userId of signal.u) {
      for (const listener of this.streams.get(`${signal.c}:${String(userId)}`) ?? []) listener();
    }
  }
  add(auth: Pick<TAuth, 'campusId' | 'userId'>, listener: TStreamListener): () => void {
    const key = `${auth.campusId}:${auth.userId}`;
    const set = this.streams.get(key) ?? new Set();
    set.add(listener);
    this.streams.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.streams.delete(key);
    };
  }
  /** Open streams (tests and logs). */
  get size() {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }
}

const hubs = new WeakMap<TDatabase, NotificationHub>();
export function notificationHub(database: TDatabase): NotificationHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new NotificationHub(database);
    hubs.set(database, hub);
  }
  return hub;
}

const HEARTBEAT_MS = 25_000;

/** Serves one stream on a hijacked reply until the browser leaves or NOTIFICATION_STREAM_MAX_MS passes. */
export async function serveNotificationStream(deps: TAppDeps, auth: TAuth, reply: FastifyReply, options: { maxMs?: number } = {}): Promise<void> {
  // Listening first, then the first state: a notification committed meanwhile is either in that state or
  // signalled after it (read again), never lost between the two.
  const hub = notificationHub(deps.database);
  await hub.ready;
  let started = false;
  let early = false;
  const remove = hub.add(auth, () => (started ? void refresh() : (early = true)));
  let first: TNotificationStreamEvent;
  try {
    first = await streamState(deps, auth);
  } catch (error) {
    remove();
    throw error;
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const send = (event: TNotificationStreamEvent) => raw.write(`event: notification\ndata: ${JSON.stringify(event)}\n\n`);
  send(first);
  // Signals that arrive while one state is being read are folded into the next read.
  let reading = false;
  let again = false;
  const refresh = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const state = await streamState(deps, auth);
        if (!raw.writableEnded) send(state);
      } while (again);
    } catch {
      // The next signal or the browser's reconnection reads it again.
    } finally {
      reading = false;
    }
  };
  started = true;
  if (early) void refresh();
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const end = setTimeout(() => raw.end(), options.maxMs ?? NOTIFICATION_STREAM_MAX_MS);
  const cleanup = () => {
    remove();
    clearInterval(heartbeat);
    clearTimeout(end);
  };
  raw.on('close', cleanup);
  raw.on('error', cleanup);
}
