import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv, readSiteEnv } from '@/lib/env/schema.mjs';
import { findNginx } from '@/scripts/lib/nginx';
import { freePort } from '../helpers/ports';

// `npm start` itself (the command of package.json), with an external database and with the embedded one, on the build
// `npm test` made. A first start runs initdb and seeds the demo edition with its past results: on CI's two busy cores that
// can take over a minute, so these tests wait longer than the suite's default.
const START_MS = 150_000;
const root = path.resolve(import.meta.dirname, '..', '..');

async function startSite(env: Record<string, string | undefined>, port: number, script = 'scripts/start.ts') {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', script], {
    cwd: root,
    env: childEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline && !log.includes('site ready')) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.on('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return { log: () => log, stop };
}

describe('npm start', () => {
  it(
    'with DATABASE_URL uses that server and serves the site',
    async () => {
      const port = await freePort();
      const site = await startSite({ DATABASE_URL: readSiteEnv().database.DATABASE_URL }, port);
      try {
        expect(site.log()).toContain('using DATABASE_URL');
        const res = await fetch(`http://localhost:${port}/api/ticket/sold`);
        expect(res.status).toBe(200);
        expect((await res.json()).length).toBeGreaterThanOrEqual(3);
      } finally {
        await site.stop();
      }
    },
    START_MS + 30_000,
  );

  it(
    'without DATABASE_URL runs the embedded database, seeds the demo edition with registration open, and stops cleanly',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'marathon-start-'));
      chmodSync(dataDir, 0o755);
      const port = await freePort();
      const site = await startSite({ DATABASE_URL: '', DATA_DIR: dataDir, PG_PORT: String(await freePort()), ADMIN_PASSWORD: '' }, port);
      try {
        expect(site.log()).toContain('embedded PostgreSQL running');
        expect(site.log()).toContain('seeded the 24th edition (profile: demo)');
        expect(site.log()).toMatch(/password \(shown once/);
        const sold = await (await fetch(`http://localhost:${port}/api/ticket/sold`)).json();
        expect(sold.map((t: { state: string }) => t.state)).toEqual(['open', 'open', 'open']);
        const home = await fetch(`http://localhost:${port}/`);
        expect(home.status).toBe(200);
      } finally {
        expect(await site.stop()).toBe(0);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    START_MS + 30_000,
  );
});

// `npm run start:prod`: the same start with the site's workers on SITE_PORT and nginx on PORT in front.
describe.skipIf(!findNginx(readSiteEnv().server.NGINX_PATH))('npm run start:prod', () => {
  it(
    'serves the site through nginx (cached public page, the workers behind it) and stops nginx, the site and all cleanly',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'marathon-prod-'));
      chmodSync(dataDir, 0o755);
      const [port, sitePort, ownBase] = [await freePort(), await freePort(), await freePort()];
      const site = await startSite(
        {
          DATABASE_URL: readSiteEnv().database.DATABASE_URL,
          DATA_DIR: dataDir,
          SITE_PORT: String(sitePort),
          WEB_CONCURRENCY: '1',
          // The worker's own ports, which nginx spreads its connections over (two here).
          WORKER_PORTS: '2',
          WORKER_PORT_BASE: String(ownBase),
        },
        port,
        'scripts/start-prod.ts',
      );
      try {
        expect(site.log()).toContain('nginx in front');
        const url = `http://127.0.0.1:${port}/?probe=${Date.now()}`;
        const first = await fetch(url);
        const second = await fetch(url);
        expect([first.status, second.status]).toEqual([200, 200]);
        expect([first.headers.get('x-cache-status'), second.headers.get('x-cache-status')]).toEqual(['MISS', 'HIT']);
        expect((await fetch(`http://127.0.0.1:${sitePort}/api/ticket/sold`)).status).toBe(200);
        for (const own of [ownBase, ownBase + 1]) expect((await fetch(`http://127.0.0.1:${own}/api/health`)).status, String(own)).toBe(200);
      } finally {
        expect(await site.stop()).toBe(0);
        rmSync(dataDir, { recursive: true, force: true });
      }
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    },
    START_MS + 30_000,
  );
});
