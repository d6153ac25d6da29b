/**
 * `npm run start:prod`: the production topology on one machine (docs/operations.md). The same start
 * as `npm start` (database, migrations, seed, build), with the site's workers on SITE_PORT (default
 * PORT + 1, TRUST_PROXY=1) and Debian's nginx on PORT in front of them (deploy/nginx.conf: kept-alive
 * connections, a 1-second micro-cache of public GETs, per-address limits, the client address passed
 * on). Ctrl-C or SIGTERM stops nginx, the site and the embedded database cleanly and exits 0.
 */
import { runSite } from './lib/run-site';

void runSite({ behindNginx: true });
