import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS, mayAccess, SECOND_FACTOR_ROLES, type AccessArea } from '@/lib/auth/access';
import { STAFF_ROLES, type StaffRole } from '@/lib/codes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_API = path.join(ROOT, 'app/api/admin');
/** The admin calls that run before a session exists: they create it (spec §7), or start two-step sign-in for it. */
const PUBLIC_ADMIN_ROUTES = new Set(['login/route.ts', 'login/enrol/route.ts']);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every admin route and method with the area whose roles may call it (lib/auth/access.ts). A route
 * added without a line here fails below: choose its area (the director may always call it).
 */
const EXPECTED: Record<string, AccessArea> = {
  'GET application/rollupLedger': 'registrations',
  'GET bibs/labels': 'timing',
  'GET event/[code]/policy': 'eventRead',
  'GET ledger': 'registrations',
  'GET refunds': 'placeChanges',
  'GET refunds/export': 'personalDataExport',
  'GET transfers': 'placeChanges',
  'POST ledger/adjust': 'registrations',
  'POST refunds': 'placeChanges',
  'POST refunds/[refundSeq]/approve': 'placeChanges',
  'POST refunds/[refundSeq]/refuse': 'placeChanges',
  'POST refunds/[refundSeq]/reveal': 'placeChanges',
  'POST refunds/sent': 'placeChanges',
  'POST transfers/[id]/approve': 'placeChanges',
  'POST transfers/[id]/refuse': 'placeChanges',
  'PUT event/[code]/policy': 'eventSettings',
  'GET account': 'anyStaff',
  'PUT account/password': 'anyStaff',
  'POST account/totp': 'anyStaff',
  'PUT account/totp': 'anyStaff',
  'POST applicant/applyForAll': 'registrations',
  'GET applicant/findby': 'lookup',
  'POST application/excel': 'registrations',
  'GET application/excel/template': 'registrations',
  'GET application/rollupByAge': 'registrations',
  'GET application/rollupByDaejeon': 'registrations',
  'GET application/rollupByGender': 'registrations',
  'GET application/rollupByRegion': 'registrations',
  'GET application/rollupPaidByGender': 'registrations',
  'PUT application/update': 'registrations',
  'GET audit': 'audit',
  'POST checkLocation': 'timing',
  'GET content': 'content',
  'PUT content': 'content',
  'POST content/preview': 'content',
  'POST event': 'eventSettings',
  'GET event/[code]': 'eventRead',
  'PUT event/[code]/dates': 'eventSettings',
  'POST event/[code]/next': 'eventSettings',
  'GET event/[code]/tickets': 'eventRead',
  'PUT event/[code]/tickets': 'eventSettings',
  'GET event/current': 'eventRead',
  'PUT event/current': 'eventSettings',
  'POST gallery': 'content',
  'PUT gallery/[postNo]': 'content',
  'POST gallery/[postNo]/photos': 'content',
  'DELETE gallery/[postNo]/photos/[photoId]': 'content',
  'POST gallery/[postNo]/photos/[photoId]/bibs': 'content',
  'DELETE gallery/[postNo]/photos/[photoId]/bibs/[backNo]': 'content',
  'POST gallery/[postNo]/reread': 'content',
  'POST logout': 'anyStaff',
  'GET messages': 'messages',
  'POST messages/bulk': 'messages',
  'GET messages/bulk/[id]': 'messages',
  'POST messages/bulk/preview': 'messages',
  'GET messages/kinds': 'messageTemplates',
  'POST messages/resend': 'messages',
  'DELETE notice/[postNo]': 'content',
  'POST notice': 'content',
  'PUT notice': 'content',
  'POST qna/answer': 'content',
  'PUT qna/answer': 'content',
  'POST readjust': 'timing',
  'GET reception/paid': 'registrations',
  'POST reception/confirm/[status]': 'registrations',
  'POST reception/reveal': 'lookup',
  'GET reception/search': 'lookup',
  'GET reception/search/excel': 'personalDataExport',
  'DELETE records/import': 'timing',
  'GET records/import': 'timing',
  'POST records/import': 'timing',
  'POST records/preview': 'timing',
  'GET retention': 'retention',
  'PUT retention': 'retention',
  'POST retention/run': 'retention',
  'POST retention/consent': 'retention',
  'GET staff': 'staffAccounts',
  'POST staff': 'staffAccounts',
  'PUT staff': 'staffAccounts',
  'POST transform': 'timing',
  'POST untact/announce': 'timing',
  'GET untact/footprint': 'timing',
  'POST untact/rank': 'timing',
  'GET bibs': 'timing',
  'PUT bibs': 'timing',
  'POST bibs/assign': 'timing',
  'POST bibs/chips': 'timing',
  'POST bibs/notify': 'timing',
  'POST bibs/reserved': 'timing',
  'DELETE bibs/reserved': 'timing',
  'GET bibs/runners': 'timing',
  'GET checkin': 'checkIn',
  'POST checkin': 'checkIn',
  'GET checkin/search': 'checkIn',
  'GET dispatch': 'personalDataExport',
  'GET dispatch/export': 'personalDataExport',
  'POST dispatch/tracking': 'personalDataExport',
  'PUT event/[code]': 'eventSettings',
  'GET login-notice': 'anyStaff',
  'DELETE login-notice': 'anyStaff',
  'PUT reception/deadline': 'registrations',
  'POST timing/passings': 'timing',
  'GET timing/tokens': 'timing',
  'POST timing/tokens': 'timing',
  'DELETE timing/tokens/[tokenId]': 'timing',
  'GET waitlist': 'placeChanges',
  'POST waitlist/[waitSeq]/[action]': 'placeChanges',
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return routeFiles(p);
    return name === 'route.ts' ? [p] : [];
  });
}

/** The route's path below /api/admin ('reception/search'). */
const routeOf = (file: string) => path.dirname(path.relative(ADMIN_API, file)).split(path.sep).join('/');

describe('every admin route handler goes through adminRoute() and declares its roles', () => {
  const files = routeFiles(ADMIN_API).filter((f) => !PUBLIC_ADMIN_ROUTES.has(path.relative(ADMIN_API, f)));

  it('finds the admin routes', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [path.relative(ADMIN_API, f), f]))('%s is written with adminRoute', (_rel, file) => {
    const src = readFileSync(file, 'utf8');
    const methods = [...src.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD)\b([^\n]*)/g)];
    expect(methods.length, 'exports at least one HTTP method').toBeGreaterThan(0);
    for (const [, method, rest] of methods) {
      expect(rest, `${method} is written as adminRoute(...)`).toMatch(/^\s*=\s*adminRoute\b/);
    }
    expect(src).not.toMatch(/\bapiHandler\s*\(/);
    expect(src).not.toMatch(/\brequireAdmin\s*\(/);
  });

  it('lists every route with the roles that may call it, as the table above says', async () => {
    const found: string[] = [];
    const table: string[] = [];
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of METHODS) {
        const handler = mod[method] as { roles?: readonly StaffRole[] } | undefined;
        if (!handler) continue;
        const key = `${method} ${routeOf(file)}`;
        found.push(key);
        expect(handler.roles, `${key} declares its roles`).toBeDefined();
        // The route names its area of lib/auth/access.ts itself (the same array), not a copy of its roles.
        if (EXPECTED[key]) expect(handler.roles, `${key} declares ACCESS.${EXPECTED[key]}`).toBe(ACCESS[EXPECTED[key]]);
        const allowed = STAFF_ROLES.filter((r) => mayAccess(r, handler.roles!));
        table.push(`${key.padEnd(45)} ${(EXPECTED[key] ?? '?').padEnd(20)} ${allowed.join(', ')}`);
      }
    }
    // The listing a reviewer reads: each admin call, its area and who may make it.
    console.log(`admin routes and their roles:\n${table.sort().join('\n')}`);
    expect(found.sort(), 'every admin route has a line in EXPECTED above').toEqual(Object.keys(EXPECTED).sort());
    // Importing every route module compiles most of the server: allow it a minute on a busy machine.
  }, 60_000);

  it('keeps bulk exports of personal data to the director, and the desk to lookup and check-in', () => {
    for (const [key, area] of Object.entries(EXPECTED)) {
      if (/excel$|export/.test(key) && key.startsWith('GET ')) expect(area, key).toBe('personalDataExport');
    }
    expect(ACCESS.personalDataExport).toEqual(['director']);
    const desk = Object.entries(EXPECTED).filter(
      ([, area]) => mayAccess('desk', ACCESS[area]) && area !== 'anyStaff' && area !== 'eventRead',
    );
    expect(new Set(desk.map(([, area]) => area))).toEqual(new Set(['lookup', 'checkIn']));
  });

  it('asks a second factor of every role that can see personal data', () => {
    expect(SECOND_FACTOR_ROLES).toEqual(['director', 'reception', 'desk']);
  });
});
