/**
 * `npm test`: lint, type check, unit tests, then a production build served against a real PostgreSQL
 * (embedded in .data/test unless DATABASE_URL is set) for the HTTP integration tests and, when a
 * Chromium is present (CHROMIUM_PATH or /usr/bin/chromium), the Playwright suite. E2E_REQUIRED=1
 * (set by .ci/run) fails the run when no Chromium is found. SKIP_BUILD=1 reuses an existing build.
 * While iterating, TEST_FILTER narrows the integration and browser stages to matching test files.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, openDatabase, prepareDatabase, ROOT, serverEnv, startNext, stopNext } from './lib/stack';

/** Password of the seeded 'admin' account in `npm test` runs (ADMIN_PASSWORD overrides it). */
const TEST_ADMIN_PASSWORD = 'test-admin-password-24';

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function run(label: string, cmd: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${label} failed`);
}

async function main() {
  const only = process.env.TEST_ONLY; // e.g. "integration" or "e2e" while iterating
  if (!only) {
    run('lint', bin('eslint'), ['.', '--max-warnings=0']);
    run('format check', bin('prettier'), ['--check', '**/*.{ts,tsx,mjs,js,css}']);
    run('type check', bin('tsc'), ['--noEmit']);
    run('unit tests', bin('vitest'), ['run', '--project', 'unit']);
  }

  // The seeded staff account 'admin' gets a known password so that tests can log in (tests/helpers/admin.ts).
  process.env.ADMIN_PASSWORD ||= TEST_ADMIN_PASSWORD;
  const dataDir = path.join(ROOT, '.data', 'test');
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir, port: Number(process.env.TEST_PG_PORT ?? 54339) });
  let server: ChildProcess | undefined;
  try {
    // Integration and browser tests sign in as the seeded staff account with this known password.
    process.env.ADMIN_PASSWORD ??= TEST_ADMIN_PASSWORD;
    await prepareDatabase(db.url, 'demo');
    if (process.env.SKIP_BUILD !== '1') ensureBuild(true);
    const port = Number(process.env.TEST_PORT ?? 3100);
    const env = {
      ...serverEnv(dataDir, port, db.url),
      // Integration and browser tests run against the simulated card provider and the SMS outbox.
      TOSS_CLIENT_KEY: '',
      TOSS_SECRET_KEY: '',
      PAYMENTS_SIMULATED: '1',
      PAYMENTS_ALLOW_LIVE: '',
      SMS_PROVIDER: 'outbox',
      LOG_LEVEL: 'warn',
      // As if behind a proxy that overwrites X-Forwarded-For: each test file can be a client of its own
      // (tests/helpers/admin.ts freshClientIp). tests/integration/cluster.test.ts runs without it.
      TRUST_PROXY: '1',
      // One worker for the shared test server (2 cores, several suites); the cluster test starts two.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
    };
    server = await startNext(port, env, true);
    const testEnv = { ...env, BASE_URL: `http://localhost:${port}`, TEST_BASE_URL: `http://localhost:${port}` };

    const filter = process.env.TEST_FILTER ? process.env.TEST_FILTER.split(/\s+/).filter(Boolean) : [];
    if (!only || only === 'integration')
      run('integration tests (HTTP + PostgreSQL)', bin('vitest'), ['run', '--project', 'integration', ...filter], testEnv);

    if (!only || only === 'e2e') {
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      if (existsSync(chromium)) {
        run('browser tests (Playwright, Chromium)', bin('playwright'), ['test', ...filter], { ...testEnv, CHROMIUM_PATH: chromium });
      } else if (process.env.E2E_REQUIRED === '1') {
        throw new Error(`browser suite required but no Chromium at ${chromium}`);
      } else {
        console.log(`\n=== browser tests skipped: no Chromium at ${chromium} (apt-get install chromium) ===`);
      }
    }
    console.log('\nall test stages passed');
  } finally {
    await stopNext(server);
    await db.stop().catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(`\nnpm test: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
