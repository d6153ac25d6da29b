import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@/db/schema';
import { readSiteEnv, readTestEnv } from '@/lib/env/schema.mjs';

/** The server under test (started by scripts/test.ts). */
// Not BASE_URL: Vite (under Vitest) sets process.env.BASE_URL to '/'.
export const BASE_URL = readTestEnv().TEST_BASE_URL;

let pool: pg.Pool | undefined;
/** Direct database access for arranging and checking state (same database as the server). */
export function testDb() {
  if (!pool) {
    const url = readSiteEnv().database.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL must be set by scripts/test.ts');
    pool = new pg.Pool({ connectionString: url, max: 4 });
  }
  return drizzle(pool, { schema });
}

/** JSON request to the server; returns status, parsed body and headers. */
export async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json as any, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
