import 'server-only';
import pg from 'pg';
import { getPool } from '@/db/client';
import { logger } from '@/lib/log/logger';
import { invalidate, remember, setInvalidationHook } from './memo';

/**
 * Keeps the per-process caches of all workers and instances in step through PostgreSQL LISTEN/NOTIFY
 * (ARCHITECTURE.md performance: nothing that decides lives in one process): an invalidation in one
 * worker (places given back, staff edits) and a course seen full are sent on CHANNEL and applied by
 * every other worker within milliseconds instead of when their TTL runs out. Best effort: if the
 * listening connection is lost, the caches' short TTLs (2 s at most) still bound the staleness, and
 * the connection is opened again.
 */
export const CHANNEL = 'marathon_cache';

type Message = { op: 'invalidate'; prefix: string } | { op: 'remember'; key: string; fact: unknown };

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
  const url = process.env.DATABASE_URL;
  if (flags.marathonCacheListening || !url) return;
  flags.marathonCacheListening = true;
  setInvalidationHook((prefix) => publish({ op: 'invalidate', prefix }));
  void listen(url);
}
