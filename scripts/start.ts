/**
 * `npm start`: the embedded default on one port. Database (embedded PostgreSQL under .data/ unless
 * DATABASE_URL is set) -> migrations -> seed (demo profile by default) -> production build if missing ->
 * the server (server/main.mjs: WEB_CONCURRENCY Next workers, default one per core) on PORT
 * (3000). Ctrl-C stops the site and the embedded database cleanly and exits 0 (scripts/lib/run-site.ts).
 */
import { runSite } from './lib/run-site';

void runSite({ behindNginx: false });
