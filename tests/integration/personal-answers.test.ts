import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminToken, createStaff, freshClientIp, staffSessionCookie } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';

/** API routes whose answers are public on purpose and say so (CDN and micro-cache). */
const PUBLIC_CACHED = new Set([
  '/api/ticket/sold',
  '/api/join/ticket-info',
  '/api/welcome/popup',
  '/api/ranking/courses',
  '/api/photo/[id]',
  // Preliminary results as the board shows them to everyone (names and times are published results).
  '/api/live',
]);
/** Not the site's own handlers: next-auth, the JSON 404 of unknown paths, the balancer's health check. */
const OTHERS = new Set(['/api/auth/[...nextauth]', '/api/[[...path]]', '/api/health']);
/** Calls that end the caller's own session: made last. */
const LAST = new Set(['POST /api/admin/logout']);

/** Every route file under app/api with the methods it exports. */
function apiRoutes(): Array<{ route: string; method: string }> {
  const root = path.join(process.cwd(), 'app', 'api');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('route.ts'));
  return files.flatMap((f) => {
    const route = `/api/${path.dirname(f)}`.replace(/\/\.$/, '');
    const methods = [...readFileSync(path.join(root, f), 'utf8').matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
    return methods.map((method) => ({ route, method }));
  });
}

/** A URL for `route` with every [param] filled with an id that names nothing. */
const urlOf = (route: string) => `${BASE_URL}${route.replace(/\[[^\]]+\]/g, '2147483646')}`;

describe('answers with personal data are never kept by a cache', () => {
  it('every API answer is private, no-store unless its route is public on purpose (staff with a token, visitors without)', async () => {
    // A staff account of its own: the sweep ends with POST /api/admin/logout, which ends its token.
    const staff = await createStaff();
    const login = await api('POST', '/api/admin/login', staff, { 'x-forwarded-for': freshClientIp() });
    const token = login.body.token as string;
    const calls = apiRoutes()
      .filter((r) => !OTHERS.has(r.route))
      .sort((a, b) => Number(LAST.has(`${a.method} ${a.route}`)) - Number(LAST.has(`${b.method} ${b.route}`)));
    expect(calls.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const { route, method } of calls) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (route.startsWith('/api/admin')) headers.authorization = `Bearer ${token}`;
      const res = await fetch(urlOf(route), { method, headers, body: method === 'GET' ? undefined : '{}', redirect: 'manual' });
      await res.arrayBuffer();
      const cc = res.headers.get('cache-control') ?? '';
      const ok = PUBLIC_CACHED.has(route) && res.ok ? /public|s-maxage/.test(cc) : cc === 'private, no-store';
      if (!ok) wrong.push(`${method} ${route} -> ${res.status} '${cc}'`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('the staff search and the audit log answer private, no-store with real data (every other route: the sweep above)', async () => {
    const token = { authorization: `Bearer ${await adminToken()}` };
    for (const p of ['/api/admin/reception/search?pageNo=1&rowCount=10', '/api/admin/audit?pageNo=1&rowCount=10']) {
      const res = await fetch(`${BASE_URL}${p}`, { headers: token });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('private, no-store');
    }
  });
});

describe('a cross-site link cannot start a staff export (personal-data reads refuse other sites)', () => {
  it('the Excel export with the staff cookie: 403 and no audit entry when another site links to it; allowed from the console', async () => {
    const cookie = await staffSessionCookie();
    const purpose = `cross-site-${Date.now()}`;
    const url = `${BASE_URL}/api/admin/reception/search/excel?pageNo=1&rowCount=10&purpose=${purpose}`;
    const foreigns: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
    ];
    for (const foreign of foreigns) {
      const res = await fetch(url, { headers: { cookie, ...foreign } });
      expect(res.status, JSON.stringify(foreign)).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const audited = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'export'));
    expect(audited.some((a) => a.purpose === purpose)).toBe(false);
    const own = await fetch(url, {
      headers: { cookie, 'sec-fetch-site': 'same-origin', referer: `${BASE_URL}/user/reception/receptionist` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('spreadsheetml');
    // A search read by the console's own page the same way, and refused from another site.
    const search = `${BASE_URL}/api/admin/reception/search?pageNo=1&rowCount=10`;
    expect((await fetch(search, { headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(search, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });
});
