/**
 * The routes the server entry (server/main.mjs) serves itself, before Next's router: the opening
 * rush's applications and race day's record lookups. Next spends more CPU routing a request than these
 * handlers spend answering it (docs/adr/0003-opening-rush-attempts.md; measured by `npm run bench:rush`,
 * docs/benchmarks/), so on two cores the web process, not the database, bounded how many applications
 * were accepted per second. The record lookups are the routes' own exported handlers (their route.ts
 * under app/api), called with a real web Request (server/node-route.ts); the application, which an
 * opening sends thousands of at once, is a node handler on the route's own function
 * (server/apply-for.ts). Under `next start` or `next dev` Next serves the routes themselves.
 * NODE_ROUTES=0 sends these through Next like every other request.
 *
 * Compiled with its imports by scripts/lib/build-server.ts (esbuild) into dist/server/routes.mjs,
 * which the server entry loads; this file and what it imports from server/ are the only TypeScript the
 * server entry runs outside Next's build.
 */
import { POST as personRecords } from '@/app/api/ranking/person/route';
import { POST as teamRecords } from '@/app/api/ranking/team/route';
import { applyForNode } from './apply-for';
import { nodeRoute, type NodeRoute } from './node-route';

export { knownFullRefusal } from './known-full';
export type { NodeRoute } from './node-route';

/** 'METHOD /path' → the route served without Next's router. */
export const NODE_ROUTES: ReadonlyMap<string, NodeRoute> = new Map([
  ['POST /api/applicant/applyFor', applyForNode],
  ['POST /api/ranking/person', nodeRoute(personRecords)],
  ['POST /api/ranking/team', nodeRoute(teamRecords)],
]);
