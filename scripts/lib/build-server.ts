/**
 * Compiles the routes the server entry serves itself (server/routes.ts and what it imports from app/
 * and lib/) into one ES module, dist/server/routes.mjs, with esbuild: the server entry (server/main.mjs)
 * is plain JavaScript run by node, beside Next's own build in .next/. Packages stay imports of
 * node_modules, resolved as node resolves them; `server-only` (which throws outside React's server
 * build) becomes an empty module, since all of this runs on the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ROUTES_BUNDLE = path.join(ROOT, 'dist', 'server', 'routes.mjs');

/** Builds dist/server/routes.mjs (unless it exists and `force` is false). Throws with esbuild's messages when it fails. */
export function buildServerRoutes(force = true): void {
  if (!force && existsSync(SERVER_ROUTES_BUNDLE)) return;
  buildSync({
    entryPoints: [path.join(ROOT, 'server', 'routes.ts')],
    outfile: SERVER_ROUTES_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    absWorkingDir: ROOT,
    alias: { 'server-only': './node_modules/server-only/empty.js', 'next/server': 'next/server.js' },
    logLevel: 'warning',
  });
}
