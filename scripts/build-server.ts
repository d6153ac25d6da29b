/**
 * The second half of `npm run build` (after `next build`): compiles the routes the server entry serves
 * itself into dist/server/routes.mjs (scripts/lib/build-server.ts).
 */
import { buildServerRoutes } from './lib/build-server';

buildServerRoutes();
console.log('[build] dist/server/routes.mjs');
