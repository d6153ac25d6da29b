import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Query functions take this first so that tests and callers can pass a transaction (ARCHITECTURE.md). */
export type DbOrTx = Db | Tx;

const globalForDb = globalThis as unknown as { marathonPool?: pg.Pool; marathonDb?: Db };

/** The process-wide pool; size from DB_POOL_MAX (default 20). Throws when DATABASE_URL is unset. */
export function getPool(): pg.Pool {
  if (!globalForDb.marathonPool) {
    const url = env.database.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set (npm start sets it for the embedded database)');
    globalForDb.marathonPool = new pg.Pool({
      connectionString: url,
      max: env.database.DB_POOL_MAX,
      idleTimeoutMillis: 30_000,
    });
    // An idle client dropped by the server (restart, failover) must not take the process down.
    globalForDb.marathonPool.on('error', (err) => logger.warn({ err: err.message }, 'idle database connection lost'));
  }
  return globalForDb.marathonPool;
}

/** The Drizzle database over the shared pool. */
export function getDb(): Db {
  if (!globalForDb.marathonDb) globalForDb.marathonDb = drizzle(getPool(), { schema });
  return globalForDb.marathonDb;
}

/**
 * The pg pool under a Drizzle database made by `drizzle(pool)` (Drizzle's documented `$client`), for
 * the few hot statements sent prepared by name (lib/registration/accept-batch.ts).
 */
export function poolOf(db: Db): pg.Pool {
  return (db as Db & { $client: pg.Pool }).$client;
}
