import 'server-only';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '@/db/client';

/**
 * Where a job is written: the site's Drizzle database, one of its transactions, or a `pg` client
 * (inside a transaction the caller opened on it). Writing the job on the caller's transaction is what
 * makes it exist exactly when the business change commits, and not at all when it rolls back.
 */
export type JobConnection = DbOrTx | pg.ClientBase;

/** The `db` pg-boss accepts in its options: one statement with positional parameters ($1, $2, …). */
export interface SqlExecutor {
  // pg-boss's own interface: rows of any shape
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A statement with positional parameters as a Drizzle SQL object, so that it runs through the
 * Drizzle database or transaction it is given (Drizzle numbers the parameters again; a parameter
 * used twice is sent twice). `$n` outside a string literal is the only placeholder form; pg-boss's
 * statements use no other `$`. Pure.
 */
export function positionalToSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    const n = Number(m[1]);
    if (n < 1 || n > values.length) throw new Error(`statement refers to $${n} but has ${values.length} values`);
    chunks.push(sql.raw(text.slice(last, m.index)), sql.param(values[n - 1]));
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** True for the Drizzle database or one of its transactions (false for a `pg` client). */
export function isDrizzle(conn: JobConnection): conn is DbOrTx {
  return typeof (conn as DbOrTx).execute === 'function';
}

/** pg-boss's `db` over `conn`: its statements then run on the caller's connection and transaction. */
export function executorOf(conn: JobConnection): SqlExecutor {
  if (isDrizzle(conn)) {
    return { executeSql: async (text, values) => ({ rows: (await conn.execute(positionalToSql(text, values ?? []))).rows }) };
  }
  return { executeSql: async (text, values) => ({ rows: (await conn.query(text, values as unknown[] | undefined)).rows }) };
}
