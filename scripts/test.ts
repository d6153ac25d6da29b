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
import { env } from '@/lib/env';
import { childEnv, readTestEnv } from '@/lib/env/schema.mjs';
import { buildServerRoutes } from './lib/build-server';
import { ensureBuild, openDatabase, prepareDatabase, ROOT, serverEnv, startNext, stopNext } from './lib/stack';

/** Password of the seeded 'admin' account in `npm test` runs (ADMIN_PASSWORD overrides it). */
const TEST_ADMIN_PASSWORD = 'test-admin-password-24';

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

function run(label: string, cmd: string, args: string[], overrides: Record<string, string> = {}): void {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: childEnv(overrides) });
  if (r.status !== 0) throw new Error(`${label} failed`);
}

async function main() {
  const settings = readTestEnv();
  const only = settings.TEST_ONLY; // "integration" or "e2e" while iterating
  if (!only) {
    run('lint', bin('eslint'), ['.', '--max-warnings=0']);
    run('format check', bin('prettier'), ['--check', '**/*.{ts,tsx,mjs,js,css}']);
    run('type check', bin('tsc'), ['--noEmit']);
    run('unit tests', bin('vitest'), ['run', '--project', 'unit']);
  }

  // The seeded staff account 'admin' gets a known password so that tests can log in (tests/helpers/admin.ts).
  const adminPassword = env.auth.ADMIN_PASSWORD ?? TEST_ADMIN_PASSWORD;
  const dataDir = path.join(ROOT, '.data', 'test');
  if (!env.database.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ url: env.database.DATABASE_URL, dataDir, port: settings.TEST_PG_PORT });
  let server: ChildProcess | undefined;
  try {
    await prepareDatabase(db.url, 'demo', adminPassword);
    // SKIP_BUILD keeps Next's build; the server entry's own routes (a second) are compiled from the source anyway.
    if (!settings.SKIP_BUILD) ensureBuild(true);
    else buildServerRoutes();
    const port = settings.TEST_PORT;
    const serverSettings = {
      ...serverEnv(dataDir, port, db.url),
      // Integration and browser tests run against the simulated card provider and the SMS outbox.
      TOSS_CLIENT_KEY: '',
      TOSS_SECRET_KEY: '',
      PAYMENTS_SIMULATED: '1',
      PAYMENTS_ALLOW_LIVE: '',
      SMS_PROVIDER: 'outbox',
      // E-mails to runners from abroad go to the SMTP catcher tests/integration/foreign-runner.test.ts starts.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(settings.TEST_SMTP_PORT ?? port + 25),
      SMTP_TIMEOUT_MS: '5000',
      MAIL_FROM: 'race@example.test',
      LOG_LEVEL: 'warn',
      // As if behind a proxy that overwrites X-Forwarded-For: each test file can be a client of its own
      // (tests/helpers/admin.ts freshClientIp). tests/integration/cluster.test.ts runs without it.
      TRUST_PROXY: '1',
      // One worker for the shared test server (2 cores, several suites); the cluster test starts two.
      WEB_CONCURRENCY: String(env.server.WEB_CONCURRENCY ?? 1),
    };
    server = await startNext(port, serverSettings, true);
    // The tests read the server's settings (its secrets, the admin password) and where it listens.
    const testEnv = {
      ...serverSettings,
      ADMIN_PASSWORD: adminPassword,
      BASE_URL: `http://localhost:${port}`,
      TEST_BASE_URL: `http://localhost:${port}`,
    };

    const filter = settings.TEST_FILTER?.split(/\s+/).filter(Boolean) ?? [];
    if (!only || only === 'integration') {
      run(
        'integration tests (HTTP + PostgreSQL)',
        bin('vitest'),
        ['run', '--project', 'integration', '--passWithNoTests', ...filter],
        testEnv,
      );
      // Tests that switch a setting of the whole edition run alone, after the others (*.serial.test.ts).
      run(
        'integration tests, one at a time',
        bin('vitest'),
        ['run', '--project', 'integration-serial', '--passWithNoTests', ...filter],
        testEnv,
      );
    }

    if (!only || only === 'e2e') {
      const chromium = settings.CHROMIUM_PATH;
      if (existsSync(chromium)) {
        run('browser tests (Playwright, Chromium)', bin('playwright'), ['test', ...filter], { ...testEnv, CHROMIUM_PATH: chromium });
      } else if (settings.E2E_REQUIRED) {
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
