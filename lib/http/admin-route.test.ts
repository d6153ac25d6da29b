import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ADMIN_API = path.resolve(import.meta.dirname, '../../app/api/admin');
/** The one admin call that runs before a session exists: it creates the token (spec §7). */
const PUBLIC_ADMIN_ROUTES = new Set(['login/route.ts']);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return routeFiles(p);
    return name === 'route.ts' ? [p] : [];
  });
}

describe('every admin route handler goes through adminRoute()', () => {
  const files = routeFiles(ADMIN_API).filter((f) => !PUBLIC_ADMIN_ROUTES.has(path.relative(ADMIN_API, f)));

  it('finds the admin routes', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [path.relative(ADMIN_API, f), f]))('%s', (_rel, file) => {
    const src = readFileSync(file, 'utf8');
    const methods = [...src.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD)\b([^\n]*)/g)];
    expect(methods.length, 'exports at least one HTTP method').toBeGreaterThan(0);
    for (const [, method, rest] of methods) {
      expect(rest, `${method} is written as adminRoute(...)`).toMatch(/^\s*=\s*adminRoute\b/);
    }
    expect(src).not.toMatch(/\bapiHandler\s*\(/);
    expect(src).not.toMatch(/\brequireAdmin\s*\(/);
  });
});
