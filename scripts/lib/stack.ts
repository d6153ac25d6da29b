/**
 * The pieces `npm start`, `npm test` and the benchmarks share: database (embedded or DATABASE_URL),
 * migrations, seed, secrets, production build and the Next server process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations } from '@/db/migrate';
import * as schema from '@/db/schema';
import { seed, type SeedProfile } from '@/db/seed';
import { env } from '@/lib/env';
import { childEnv } from '@/lib/env/schema.mjs';
import { buildServerRoutes } from './build-server';
import { startEmbeddedPostgres } from './embedded-db';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface Database {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/**
 * The PostgreSQL at `opts.url` when given (`npm start` and `npm test` pass DATABASE_URL), else the
 * embedded server in `dataDir` on `port` (always for the benchmarks: they must never touch real data).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  port: number;
  verbose?: boolean;
  /** The embedded server loads pg_stat_statements (benchmarks with BENCH_PG_STATS). */
  statementStats?: boolean;
}): Promise<Database> {
  if (opts.url) return { url: opts.url, embedded: false, stop: async () => {} };
  const db = await startEmbeddedPostgres({
    dataDir: opts.dataDir,
    port: opts.port,
    database: 'marathon',
    verbose: opts.verbose,
    statementStats: opts.statementStats,
  });
  return { url: db.url, embedded: true, stop: db.stop };
}

/**
 * Applies migrations and seeds an empty database, the staff account 'admin' with `adminPassword`
 * (default ADMIN_PASSWORD, else generated and printed once).
 */
export async function prepareDatabase(url: string, profile: SeedProfile, adminPassword = env.auth.ADMIN_PASSWORD): Promise<void> {
  await runMigrations(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const result = await seed(drizzle(pool, { schema }), profile, { adminPassword });
    if (result.seeded) console.log(`[start] seeded the 24th edition (profile: ${profile})`);
    if (result.adminPassword) {
      console.log('[start] staff account created: user "admin", password (shown once, change it with npm run admin:create):');
      console.log(`[start]   ${result.adminPassword}`);
    }
  } finally {
    await pool.end();
  }
}

/** A secret kept in `<dataDir>/<name>` when not given by the environment (signed cookies, sessions). */
export function persistentSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The server entry: WEB_CONCURRENCY Next workers sharing the port (server/main.mjs). */
export const SERVER_ENTRY = path.join(ROOT, 'server', 'main.mjs');

/**
 * Runs `next build` and compiles the routes the server entry serves itself (scripts/lib/build-server.ts)
 * when there is no production build yet (or `force`), as `npm run build` does. Throws when either fails.
 */
export function ensureBuild(force = false): void {
  if (force || !existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('[start] building the site (next build)…');
    const r = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: childEnv({ NODE_ENV: 'production' }),
    });
    if (r.status !== 0) throw new Error('next build failed');
  }
  buildServerRoutes(force);
}

/**
 * Spawns the production server (server/main.mjs: WEB_CONCURRENCY Next workers on one port)
 * on `port` with `env` (`nodeArgs` go to node, e.g. --cpu-prof, and on to the workers) and returns its
 * process at once, so that a caller stopping early can stop it too; `waitUntilServing` waits for it.
 */
export function spawnNext(port: number, env: Record<string, string>, quiet = false, nodeArgs: string[] = []): ChildProcess {
  // Cached pages rendered by an earlier run may come from another database (a fresh test or bench
  // database, a restore): they are dropped, so the first visitor gets the page rendered from this one.
  rmSync(path.join(ROOT, '.next', 'server', 'route-cache'), { recursive: true, force: true });
  return spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: childEnv({ ...env, NODE_ENV: 'production', PORT: String(port) }),
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

/** Resolves when the server `child` answers HTTP on `port`; throws (and stops it) if it exits or stays silent for 120 s. */
export async function waitUntilServing(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/ticket/sold`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer within 120 s');
}

/** spawnNext, then waitUntilServing: the server, answering HTTP. */
export async function startNext(port: number, env: Record<string, string>, quiet = false, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawnNext(port, env, quiet, nodeArgs);
  await waitUntilServing(child, port);
  return child;
}

/** Stops a server started by startNext and waits for it to exit (so the database outlives its clients). */
export async function stopNext(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Environment the server needs beyond the database URL (secrets kept under dataDir). */
export function serverEnv(dataDir: string, port: number, dbUrl: string): Record<string, string> {
  const secret = env.auth.APP_SECRET ?? persistentSecret(dataDir, 'app-secret');
  return {
    DATABASE_URL: dbUrl,
    APP_SECRET: secret,
    NEXTAUTH_SECRET: env.auth.NEXTAUTH_SECRET ?? secret,
    // Refund account numbers are sealed with it; generated once per data folder like APP_SECRET.
    REFUND_ACCOUNT_KEY: env.auth.REFUND_ACCOUNT_KEY ?? persistentSecret(dataDir, 'refund-account-key'),
    // Staff sessions live on the address runners and staff use: PUBLIC_URL when behind a proxy.
    NEXTAUTH_URL: env.auth.NEXTAUTH_URL ?? env.site.PUBLIC_URL ?? `http://localhost:${port}`,
  };
}
