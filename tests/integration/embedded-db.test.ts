import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@/scripts/lib/embedded-db';
import { freePort } from '../helpers/ports';

// The path `npm start` takes when DATABASE_URL is unset: data kept across restarts,
// clean stop. The DATABASE_URL path is the one this very suite runs on when DATABASE_URL is set.
const dataDir = mkdtempSync(path.join(tmpdir(), 'marathon-embedded-'));
// As root the server runs as the 'postgres' user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps data across a stop and a restart', async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'marathon' });
    await query(first.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await first.stop();
    await expect(query(first.url, 'SELECT 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres({ dataDir, port, database: 'marathon' });
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.stop();
  });
});
