import 'server-only';
import type pg from 'pg';
import { poolOf, type Db } from '@/db/client';
import { pgErrorOf } from './pg-error';

/**
 * True when `err` leaves the connection unusable: no SQLSTATE (the socket failed, a timeout), or a
 * connection-exception (08…) or operator-intervention (57…, the server shutting down) state. A
 * statement refused by the server (a unique violation, …) leaves an autocommit connection healthy.
 */
export function connectionBroken(err: unknown): boolean {
  const code = pgErrorOf(err).code;
  return !code || code.startsWith('08') || code.startsWith('57');
}

/**
 * Runs `work` on one connection checked out of `db`'s pool and gives it back. `pool.query` closes
 * the connection after ANY failed statement, and a registration number already taken is a failed
 * statement: during an opening rush that meant a new connection (SCRAM handshake, a new server
 * process with cold caches) for about every third application near the end. Here only a broken
 * connection is closed. `work` must leave no transaction open.
 */
export async function withPoolClient<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    const result = await work(client);
    client.release();
    return result;
  } catch (err) {
    client.release(connectionBroken(err) ? (err as Error) : undefined);
    throw err;
  }
}
