import { z } from 'zod';

/**
 * Runs in the browser before the site hydrates (Next's `instrumentation-client` convention).
 *
 * No generated code in the browser: zod's compiled object parser first probes `new Function`, which the
 * site's Content-Security-Policy (no 'unsafe-eval', lib/security/csp.ts) reports as a violation on
 * every page whose form parses a schema. Set here once, it holds for every schema of every page; the
 * server keeps the faster compiled parsers (every application body is parsed there).
 */
z.config({ jitless: true });
