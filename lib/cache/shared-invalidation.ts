import 'server-only';
import pg from 'pg';
import { getPool } from '@/db/client';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import { invalidate, remember, setInvalidationHook } from './memo';

/**
 * Keeps the per-process caches of all workers and instances in step through PostgreSQL LISTEN/NOTIFY
 * (ARCHITECTURE.md performance: nothing that decides lives in one process): an invalidation in one
 * worker (places given back, staff edits), a course seen full and a cached page revalidated after a
 * staff edit are sent on CHANNEL and applied by every other worker within milliseconds instead of when
 * their TTL (or revalidate window) runs out. Best effort: if the
 * listening connection is lost, the caches' short TTLs (2 s at most) still bound the staleness, and
 * the connection is opened again.
 */
export const CHANNEL = 'marathon_cache';

/** Next's revalidation durations (seconds) as its cache handler receives them. */
type TagDurations = { expire?: number };
type Message =
  | { op: 'invalidate'; prefix: string }
  | { op: 'remember'; key: string; fact: unknown }
  // cached pages revalidated by a staff edit in worker `from` (lib/cache/isr-cache-handler.mjs)
  | { op: 'tags'; tags: string[]; durations?: TagDurations; from: string };

/** The meeting point with lib/cache/isr-cache-handler.mjs, which Next loads outside the bundles. */
interface IsrTagsBridge {
  publish?: (tags: string[], durations?: TagDurations) => void;
  apply?: (tags: string[], durations?: TagDurations) => void;
  pending?: Array<[string[], TagDurations | undefined]>;
}
const isrTags = ((globalThis as Record<symbol, unknown>)[Symbol.for('marathon.isr-tags')] ??= {}) as IsrTagsBridge;
/** This process, so that it skips its own page revalidations when they come back on the channel. */
const SELF = `${process.pid}-${Math.random().toString(36).slice(2)}`;

function applyTags(tags: string[], durations: TagDurations | undefined): void {
  if (isrTags.apply) void isrTags.apply(tags, durations);
  else (isrTags.pending ??= []).push([tags, durations]);
}

// Per process, not per bundle (see memo.ts): instrumentation.ts starts it, route handlers publish.
const flags = globalThis as unknown as { marathonCacheListening?: boolean };

/** Sends `message` to every listening worker (this one included); failures are logged, never thrown. */
export function publish(message: Message): void {
  if (!flags.marathonCacheListening) return;
  getPool()
    .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)])
    .catch((err: Error) => logger.warn({ err: err.message }, 'cache notification not sent'));
}

function apply(payload: string | undefined): void {
  try {
    const m = JSON.parse(payload ?? '') as Message;
    if (m.op === 'invalidate' && typeof m.prefix === 'string') invalidate(m.prefix, true);
    if (m.op === 'remember' && typeof m.key === 'string') remember(m.key, m.fact);
    if (m.op === 'tags' && Array.isArray(m.tags) && m.from !== SELF) applyTags(m.tags.map(String), m.durations ?? undefined);
  } catch {
    // not one of ours
  }
}

async function listen(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  const retry = () => {
    client.removeAllListeners();
    client.end().catch(() => undefined);
    setTimeout(() => void listen(url).catch(() => undefined), 1_000);
  };
  client.on('error', (err) => {
    logger.warn({ err: err.message }, 'cache notification connection lost; reconnecting');
    retry();
  });
  client.on('notification', (n) => apply(n.payload));
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'cache notifications unavailable; reconnecting');
    retry();
  }
}

/**
 * Starts listening (once per process, from instrumentation.ts) and sends every local invalidation
 * to the other workers. Does nothing without DATABASE_URL (next build).
 */
export function startSharedInvalidation(): void {
  const url = env.database.DATABASE_URL;
  if (flags.marathonCacheListening || !url) return;
  flags.marathonCacheListening = true;
  setInvalidationHook((prefix) => publish({ op: 'invalidate', prefix }));
  isrTags.publish = (tags, durations) => publish({ op: 'tags', tags, durations, from: SELF });
  void listen(url);
}
