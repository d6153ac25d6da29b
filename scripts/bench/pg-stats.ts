/**
 * What PostgreSQL spent a benchmark's run on, by statement (pg_stat_statements, loaded when
 * BENCH_PG_STATS=1 starts the benchmark database with it). `resetStatementStats` before the run,
 * `statementStats` after it: the statements by total execution time, with calls and rows, so a run
 * says whether the database's CPU went to the accepts themselves, to their jobs, or to something
 * else (its batches' sizes are rows / calls of the accept function). Execution time only: parsing,
 * planning and the commits' flushes are not in it.
 */
import { withPgClient } from './common';

/** Creates the extension when missing and forgets what was counted so far. */
export function resetStatementStats(url: string): Promise<void> {
  return withPgClient(url, async (c) => {
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await c.query('SELECT pg_stat_statements_reset()');
    await c.query('SELECT pg_stat_reset()');
  });
}

/**
 * The `top` statements by total execution time since the reset, as rows for printTable: the
 * statement's first words → 'calls, rows, total ms (share of all)'; and a last row with all of them.
 */
export function statementStats(url: string, top = 12): Promise<Array<[string, string]>> {
  return withPgClient(url, async (c) => {
    const { rows } = await c.query<{ query: string; calls: string; rows: string; ms: number }>(
      `SELECT query, calls, rows, total_exec_time AS ms FROM pg_stat_statements
       WHERE query NOT ILIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC`,
    );
    const all = rows.reduce((s, r) => s + r.ms, 0);
    const calls = rows.reduce((s, r) => s + Number(r.calls), 0);
    const line = (q: string) => q.replace(/\s+/g, ' ').trim().slice(0, 70);
    return [
      ...rows
        .slice(0, top)
        .map((r): [string, string] => [
          line(r.query),
          `${r.calls} calls, ${r.rows} rows, ${r.ms.toFixed(0)} ms (${((100 * r.ms) / (all || 1)).toFixed(0)}%)`,
        ]),
      ['all statements', `${calls} calls, ${all.toFixed(0)} ms`],
      // A table read whole again and again is a plan made while the table was empty (a rush starts so).
      ...(
        await c.query<{ relname: string; seq_scan: string; seq_tup_read: string; idx_scan: string | null }>(
          `SELECT relname, seq_scan, seq_tup_read, idx_scan FROM pg_stat_user_tables
           WHERE seq_tup_read > 0 ORDER BY seq_tup_read DESC LIMIT 5`,
        )
      ).rows.map((t): [string, string] => [
        `table ${t.relname}`,
        `${t.seq_scan} whole-table reads (${t.seq_tup_read} rows read), ${t.idx_scan ?? 0} index reads`,
      ]),
      // An index read for one row that returns many is a plan that picked the wrong index.
      ...(
        await c.query<{ indexrelname: string; idx_scan: string; idx_tup_read: string }>(
          `SELECT indexrelname, idx_scan, idx_tup_read FROM pg_stat_user_indexes
           WHERE idx_tup_read > 0 ORDER BY idx_tup_read DESC LIMIT 5`,
        )
      ).rows.map((i): [string, string] => [`index ${i.indexrelname}`, `${i.idx_scan} reads, ${i.idx_tup_read} entries read`]),
    ];
  });
}
