/**
 * Every environment variable the site, its start and test scripts and its benchmarks read, in one zod
 * schema per group, with the README's documentation of each (`.meta({ default, doc })`; the README's
 * table is generated from it by `npm run env:docs` and checked by lib/env/readme.test.ts). The one
 * place that reads `process.env` (an ESLint rule refuses it elsewhere): lib/env.ts gives the running
 * site its parsed settings; plain-Node entry points (the server entry server/main.mjs,
 * drizzle.config.ts, playwright.config.ts) call the readers below themselves.
 *
 * Reading fails fast: a malformed value stops the process with a message naming each bad variable
 * and what it takes. A blank value counts as unset. Defaults are the ones the site has always had.
 * Plain JavaScript (with zod): the server entry runs it in plain Node, outside Next's bundles.
 */
import { z } from 'zod';

/** Blank values count as unset (`FOO=` in a unit file or a shell is "not set"). */
/** @param {unknown} v */
const blankAsUnset = (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** @param {unknown} v */
const trimmedOrUnset = (v) => (typeof v === 'string' ? blankAsUnset(v.trim()) : v);

/** @param {number} min @param {number} max */
const wholeNumber = (min, max) =>
  z.coerce
    .number({ error: `expected a whole number from ${min} to ${max}` })
    .int({ error: `expected a whole number from ${min} to ${max}` })
    .min(min, { error: `expected a whole number from ${min} to ${max}` })
    .max(max, { error: `expected a whole number from ${min} to ${max}` });

/** A whole number in [min, max], `fallback` when unset. @param {number} fallback @param {number} min @param {number} [max] */
const intOr = (fallback, min, max = Number.MAX_SAFE_INTEGER) => z.preprocess(blankAsUnset, wholeNumber(min, max).default(fallback));
/** A whole number in [min, max], or undefined when unset (the reader derives the default). @param {number} min @param {number} [max] */
const optionalInt = (min, max = Number.MAX_SAFE_INTEGER) => z.preprocess(blankAsUnset, wholeNumber(min, max).optional());
/** A number above 0 (decimals allowed), `fallback` when unset. @param {number} fallback */
const positiveOr = (fallback) =>
  z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'expected a number above 0' }).positive({ error: 'expected a number above 0' }).default(fallback),
  );
/** A TCP port, `fallback` when unset. @param {number} fallback */
const portOr = (fallback) => intOr(fallback, 1, 65_535);

const flagValue = z.enum(['0', '1'], { error: 'expected 1 (on) or 0 (off)' }).transform((v) => v === '1');
/** `1` on, `0` off; `fallback` when unset. @param {boolean} fallback */
const flagOr = (fallback) => z.preprocess(trimmedOrUnset, flagValue.default(fallback));
/** `1` on, `0` off; undefined when unset (the reader decides, e.g. the demo's simulated payments). */
const optionalFlag = () => z.preprocess(trimmedOrUnset, flagValue.optional());

/** Any text, kept as written (passwords, secrets), or undefined when blank. */
const optionalText = () => z.preprocess(blankAsUnset, z.string().optional());
/** Text with surrounding spaces removed (keys and ids pasted from a console), or undefined when blank. */
const optionalTrimmed = () => z.preprocess(trimmedOrUnset, z.string().optional());
/** Text with surrounding spaces removed, `fallback` when unset. @param {string} fallback */
const textOr = (fallback) => z.preprocess(trimmedOrUnset, z.string().default(fallback));
/**
 * One of `values` (case and spaces ignored), `fallback` when unset.
 * @template {string} T
 * @param {readonly [T, ...T[]]} values
 * @param {T} fallback
 */
const choiceOr = (values, fallback) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankAsUnset(v.trim().toLowerCase()) : v),
    z.enum(values, { error: `expected one of ${values.join(', ')}` }).default(fallback),
  );

/**
 * The 32 bytes of an AES-256 key written as 64 hex digits or base64 / base64url, else null.
 * @param {string} v
 * @returns {Buffer | null}
 */
export function keyBytes(v) {
  const text = v.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  return bytes && bytes.length === 32 ? bytes : null;
}

const httpUrlCheck = z.url({ protocol: /^https?$/, error: 'expected an http(s) address such as https://race.example.kr' });
/** An http(s) address, or undefined when unset. */
const optionalHttpUrl = () => z.preprocess(trimmedOrUnset, httpUrlCheck.optional());
/** An http(s) address, `fallback` when unset. @param {string} fallback */
const httpUrlOr = (fallback) => z.preprocess(trimmedOrUnset, httpUrlCheck.default(fallback));

/**
 * Documentation of a variable for the README's table: its default as shown there, and what it does;
 * `secret` keeps its value out of error messages.
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {string} shownDefault
 * @param {string} text
 * @param {{ secret?: boolean }} [extra]
 * @returns {S}
 */
const doc = (schema, shownDefault, text, extra = {}) => schema.meta({ shownDefault, doc: text, ...extra });

const database = z.object({
  DATABASE_URL: doc(
    z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// address' })
        .optional(),
    ),
    'unset',
    'PostgreSQL to use; unset = embedded PostgreSQL under `DATA_DIR`',
    { secret: true },
  ),
  DATA_DIR: doc(textOr('.data'), '`.data`', 'folder of the embedded database and generated secrets'),
  PG_PORT: doc(
    portOr(54_329),
    '`54329`',
    'port of the embedded PostgreSQL (`npm start`); the site itself talks to it over a Unix socket in `.data/postgres` (cheaper per query), TCP on `localhost` stays open for `psql`',
  ),
  DB_POOL_MAX: doc(intOr(20, 1, 1_000), '`20`', "connections in each server process's pool"),
  SEED_PROFILE: doc(
    choiceOr(['demo', 'spec'], 'demo'),
    '`demo`',
    "`demo` opens registration now with the race ahead; `spec` keeps the spec's 2025 dates (seeding only happens on an empty database)",
  ),
});

const auth = z.object({
  ADMIN_PASSWORD: doc(optionalText(), 'generated', 'password of the seeded staff account `admin` (shown once when generated)', {
    secret: true,
  }),
  APP_SECRET: doc(
    optionalText(),
    'generated into `DATA_DIR/app-secret`',
    'signs the order-id cookie (joinHash) and the simulated payment keys',
    {
      secret: true,
    },
  ),
  NEXTAUTH_SECRET: doc(optionalText(), '`APP_SECRET`', 'signs staff sessions (next-auth) and bearer tokens', { secret: true }),
  REFUND_ACCOUNT_KEY: doc(
    z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .refine((v) => keyBytes(v) !== null, { error: 'expected 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)' })
        .optional(),
    ),
    'generated into `DATA_DIR/refund-account-key`',
    'AES-256-GCM key of the refund account numbers at rest (32 bytes, hex or base64); keep it apart from database backups: without it the stored accounts cannot be read',
    { secret: true },
  ),
  NEXTAUTH_URL: doc(
    optionalHttpUrl(),
    '`PUBLIC_URL` or `http://localhost:PORT`',
    'address of staff sessions (next-auth); an `https` one makes the order-id cookie `Secure` in production',
  ),
  COOKIE_SECURE: doc(
    flagOr(true),
    '`1`',
    '`0` leaves the `Secure` attribute off the order-id cookie even in production over https (a proxy that speaks http to browsers)',
  ),
});

const payments = z.object({
  TOSS_CLIENT_KEY: doc(
    optionalTrimmed(),
    'unset',
    'Toss Payments client key (card payment, spec §4). Both keys unset: card payment unavailable unless `PAYMENTS_SIMULATED=1`. Both set (`test_…` or `live_…`, not mixed): Toss. One alone, or mixed: card payment unavailable (bank transfer still works)',
  ),
  TOSS_SECRET_KEY: doc(optionalTrimmed(), 'unset', 'Toss Payments secret key, read only on the server (see `TOSS_CLIENT_KEY`)', {
    secret: true,
  }),
  PAYMENTS_SIMULATED: doc(
    optionalFlag(),
    '`1` under `npm test` and the demo `npm start` (no keys, `SEED_PROFILE=demo`); otherwise unset',
    '`1` turns on the simulated card checkout (no money moves) and a red TEST banner on every page. Only honoured with no Toss keys and without `PAYMENTS_ALLOW_LIVE=1`; unset (and no keys) means card payment is unavailable, bank transfer still works. `0` turns the demo default off',
  ),
  PAYMENTS_ALLOW_LIVE: doc(
    flagOr(false),
    'unset',
    '`live_` keys are refused unless `NODE_ENV=production` (always the case under `npm start`) **and** `PAYMENTS_ALLOW_LIVE=1`',
  ),
  TOSS_API_BASE: doc(httpUrlOr('https://api.tosspayments.com'), '`https://api.tosspayments.com`', 'Toss core API base (a fake in tests)'),
  TOSS_TIMEOUT_MS: doc(
    intOr(10_000, 1),
    '`10000`',
    'confirm/cancel timeout (ms); a timeout leaves the order open so the success URL can be replayed',
  ),
});

const messages = z.object({
  SMS_PROVIDER: doc(
    choiceOr(['outbox', 'aligo'], 'outbox'),
    '`outbox`',
    '`outbox` stores every SMS in `sms_outbox` only (staff console) and logs a masked line; `aligo` also sends through the Aligo API (by the `sms-delivery` job, see "Scheduled work")',
  ),
  SMS_API_KEY: doc(
    optionalTrimmed(),
    'unset',
    'Aligo API key (required with `SMS_PROVIDER=aligo`; missing ones make every SMS FAILED in the outbox, with the reason, after its retries)',
    { secret: true },
  ),
  SMS_USER_ID: doc(optionalTrimmed(), 'unset', 'Aligo user id (required with `SMS_PROVIDER=aligo`)'),
  SMS_SENDER: doc(optionalTrimmed(), 'unset', 'registered sender number (required with `SMS_PROVIDER=aligo`)'),
  SMS_API_URL: doc(httpUrlOr('https://apis.aligo.in/send/'), '`https://apis.aligo.in/send/`', 'Aligo endpoint'),
  SMS_TEST_MODE: doc(flagOr(false), 'unset', '`1` = Aligo test mode (accepted, not delivered)'),
  SMS_TIMEOUT_MS: doc(intOr(10_000, 1), '`10000`', 'timeout of one Aligo call (ms)'),
  SMTP_HOST: doc(
    optionalTrimmed(),
    'unset',
    'SMTP server of the e-mails to runners whose phone is not Korean (every message kind; the outbox row has channel `email` and goes through the same `sms-delivery` job as SMS). Unset: e-mails are only stored in the outbox, as SMS are with `SMS_PROVIDER=outbox`',
  ),
  SMTP_PORT: doc(portOr(587), '`587`', 'SMTP port (587 submission with STARTTLS, 465 with `SMTP_SECURE=1`)'),
  SMTP_SECURE: doc(flagOr(false), 'unset', '`1`: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it'),
  SMTP_USER: doc(optionalTrimmed(), 'unset', 'SMTP user name (unset: no authentication)'),
  SMTP_PASSWORD: doc(optionalText(), 'unset', 'SMTP password', { secret: true }),
  MAIL_FROM: doc(
    optionalTrimmed(),
    '`no-reply@` the `PUBLIC_URL` host',
    'sender of the e-mails (`"Daecheong Lake Marathon" <race@example.kr>`)',
  ),
  SMTP_TIMEOUT_MS: doc(intOr(10_000, 1), '`10000`', 'timeout of one SMTP delivery (connection, greeting and each reply, ms)'),
  ALIMTALK_SENDER_KEY: doc(
    optionalTrimmed(),
    'unset',
    'KakaoTalk channel sender key (발신프로필 키) at Aligo: with `SMS_PROVIDER=aligo` and it set, messages whose kind has an approved template in `ALIMTALK_TEMPLATES` go as KakaoTalk AlimTalk first (same `SMS_API_KEY`, `SMS_USER_ID`, `SMS_SENDER`), and as SMS (once, with the AlimTalk failure kept on the outbox row as its fallback reason) when Aligo refuses or does not answer the AlimTalk or KakaoTalk reports that the phone has no KakaoTalk',
    { secret: true },
  ),
  ALIMTALK_TEMPLATES: doc(
    z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .regex(/^[a-z][a-z0-9-]*=[A-Za-z0-9_-]{1,30}(,[a-z][a-z0-9-]*=[A-Za-z0-9_-]{1,30})*$/, {
          error: 'expected kind=code pairs separated by commas, e.g. registered=TA_0001,paid=TA_0002',
        })
        .optional()
        .transform((v) => (v ? Object.fromEntries(v.split(',').map((pair) => pair.split('='))) : undefined)),
    ),
    'unset',
    "approved AlimTalk template codes by message kind (`registered=TA_0001,paid=TA_0002,join-seq=TA_0003,notice=TA_0004`); the template text approved at Kakao must be the kind's text on /user/board/messages/kinds; kinds without a code go as SMS",
  ),
  ALIMTALK_API_URL: doc(
    httpUrlOr('https://kakaoapi.aligo.in'),
    '`https://kakaoapi.aligo.in`',
    'Aligo AlimTalk API base (token, send, delivery report)',
  ),
  MESSAGES_BULK_RATE_PER_MINUTE: doc(
    intOr(300, 1, 100_000),
    '`300`',
    'messages a minute a staff bulk message goes out at unless staff choose a slower rate: set it to what the provider allows',
  ),
  MESSAGES_DAILY_LIMIT_PER_PHONE: doc(
    intOr(20, 1, 10_000),
    '`20`',
    'messages one phone gets a day (KST) at most through the provider; more are kept as `LIMITED` with the reason (a runaway resend or bulk mistake cannot flood a phone)',
  ),
});

const privacy = z.object({
  RETENTION_MONTHS: doc(
    intOr(6, 1, 60),
    '`6`',
    'months after race day that an edition\'s registrations keep their personal data (staff may set another period per edition); then the retention job erases it (see "Personal-data retention")',
  ),
  AUDIT_LOG_KEEP_MONTHS: doc(
    intOr(24, 12, 120),
    '`24`',
    'months the audit log of staff access to personal data is kept (at least 12, the legal minimum for access records); older entries are deleted by the retention job',
  ),
});

const jobs = z.object({
  JOBS_WORKER: doc(
    flagOr(true),
    '`1`',
    '`0`: this instance runs no jobs (it still writes them), for deployments that run `npm run jobs:worker` instead (see "Scheduled work"); by default every server process runs them',
  ),
  JOBS_SCHEMA: doc(
    z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,49}$/, { error: 'expected a lower-case PostgreSQL name (a-z, 0-9, _), at most 50 characters' })
        .default('pgboss'),
    ),
    '`pgboss`',
    "PostgreSQL schema of the job queue's tables; every process of one site uses the same (the queue tests use throw-away ones)",
  ),
  JOBS_POOL_MAX: doc(
    intOr(3, 1, 99),
    '`3`',
    "connections of each process's job-queue pool (polling, completing; the jobs' own queries use the `DB_POOL_MAX` pool): count them in the database's connection limit",
  ),
});

const limits = z.object({
  REGISTRATIONS_PER_PHONE: doc(
    intOr(10, 0, 100_000),
    '`10`',
    'registrations one applicant phone may make per edition through the public forms (cancelled ones count; staff proxy entries do not); the next answers 429 `L0001` and stores nothing. The same number caps the live waitlist entries of one phone. `0` turns the limit off',
  ),
  SMS_PER_PHONE_PER_DAY: doc(
    intOr(5, 0, 100_000),
    '`5`',
    'messages a visitor can make the site send to one phone per KST day (registration received, number recovery, waitlist joined); further ones are stored as `LIMITED` ("not sent: limit") and the number recovery answers 429 `L0002`. Payment, reminder, release and invitation messages always go. `0` turns the limit off',
  ),
});

const site = z.object({
  PUBLIC_URL: doc(
    optionalHttpUrl(),
    'unset',
    'the address runners use (`https://race.example.kr`) when the site sits behind a proxy: card return URLs and redirects are built on it (unset: relative, so the browser keeps the host it used), same-origin checks accept it, and `sitemap.xml`, `robots.txt` and Open Graph tags use it (else `NEXTAUTH_URL`)',
  ),
  // Unset is its own case: the Content-Security-Policy then allows OpenStreetMap's old subdomains too.
  MAP_TILE_URL: doc(
    optionalTrimmed(),
    '`https://tile.openstreetmap.org/{z}/{x}/{y}.png`',
    'map tiles of `/course`, the untact route maps and the trace editor (the route line shows without tiles); its host is allowed as an image source by the Content-Security-Policy',
  ),
  LOG_LEVEL: doc(
    choiceOr(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    '`info`',
    'pino log level (logs never carry personal data)',
  ),
  NODE_ENV: doc(
    z.preprocess(trimmedOrUnset, z.enum(['development', 'production', 'test']).optional()),
    '`production` under `npm start` and `npm test`',
    'set by Next and the scripts: `production` makes the order-id cookie `Secure` over https and allows live payment keys',
  ),
});

const server = z.object({
  PORT: doc(portOr(3_000), '`3000`', 'port of `npm start`'),
  WEB_CONCURRENCY: doc(
    optionalInt(1, 1_024),
    'number of cores',
    'worker processes of `npm start` sharing the port (`1`: a single process); `npm test` uses 1 unless set',
  ),
  TRUST_PROXY: doc(
    flagOr(false),
    'unset',
    "`1` when a reverse proxy in front of the site overwrites `X-Forwarded-For`: the first hop is then taken as the client address (per-client login lockout and SMS limits) and `X-Forwarded-Proto` as the scheme. Unset: each worker overwrites `X-Forwarded-For` and `X-Real-IP` with the socket's address before Next sees the request, so a client cannot choose its address",
  ),
  ACCEPT_CONCURRENCY: doc(
    optionalInt(1),
    '`3 × DB_POOL_MAX`',
    'per worker: applications accepted at once (those for one course share one connection per batch, see "Serving the opening rush")',
  ),
  ACCEPT_QUEUE_MAX: doc(intOr(40, 0), '`40`', 'per worker: applications that may wait for a turn'),
  ACCEPT_QUEUE_WAIT_MS: doc(
    intOr(850, 1),
    '`850`',
    "per worker: the longest wait (ms) counted from the application's arrival at the worker (time spent waiting for the CPU counts); then 503 `Q0001`. A wait shorter than 1 s leaves room for the accept and the answer, so most answered requests stay under 1 s; the apply page retries the rest",
  ),
  ACCEPT_RETRY_AFTER: doc(intOr(2, 1), '`2`', 'the `Retry-After` seconds of the 503 `Q0001` answered past the queue'),
  ACCEPT_INFLIGHT_MAX: doc(
    optionalInt(1),
    'concurrency + queue',
    'per worker: applications let into Next at once; more wait in the server entry, costing no CPU, before Next works on them',
  ),
  ACCEPT_HOLD_MAX: doc(
    intOr(500, 0),
    '`500`',
    'per worker: applications that may wait so, each for at most half of `ACCEPT_QUEUE_WAIT_MS` (the rest is left for the queue inside); past either the server entry answers 503 `Q0001`',
  ),
  NODE_ROUTES: doc(
    flagOr(true),
    '`1`',
    "`0` sends applications and record lookups through Next's router like every other request (the default: the server entry serves them itself: the application with a node handler on the route's own function, the lookups with the routes' own handlers, `server/routes.ts`, built into `dist/server/routes.mjs` by `npm run build`)",
  ),
  SERVER_WORKER_HEADER: doc(flagOr(false), 'unset', '`1` adds `x-served-by: <worker>` to every answer (tests)'),
  FORCE_BUILD: doc(flagOr(false), 'unset', '`1` makes `npm start` rebuild even when a build exists'),
  WORKER_PORTS: doc(
    optionalInt(0, 256),
    '`0` (`npm run start:prod`: `16`)',
    'ports each worker also listens on by itself (`exclusive`), from `WORKER_PORT_BASE`, for nginx to spread its connections over: a worker takes one new connection per listening socket per event-loop iteration, and at an opening nginx opens hundreds of connections to the workers at once (see docs/operations.md); `0`: only the shared port',
  ),
  WORKER_PORT_BASE: doc(
    optionalInt(1, 65_535),
    '`PORT + 1`',
    "the first of the workers' own ports: worker slot `s` listens on `WORKER_PORT_BASE + s × WORKER_PORTS` and the `WORKER_PORTS − 1` after it",
  ),
  WORKER_SLOT: doc(
    optionalInt(0, 1_023),
    'set by the server entry',
    "not set by hand: the server entry gives each worker its slot (which of the workers' own ports it takes; a replacement takes its predecessor's)",
  ),
  SITE_PORT: doc(
    optionalInt(1, 65_535),
    '`PORT + 1`',
    "under `npm run start:prod`: the port of the site's workers behind nginx (nginx listens on `PORT`); keep it closed to the outside",
  ),
  NGINX_CONN_PER_ADDRESS: doc(
    intOr(256, 1),
    '`256`',
    "under `npm run start:prod`: open connections nginx allows one client address (past it 429 `S0429`); many phones share a carrier's address at an opening, and a load generator needs more",
  ),
  NGINX_REQ_PER_SECOND: doc(
    intOr(50, 1),
    '`50`',
    'under `npm run start:prod`: requests a second nginx allows one client address, with bursts of ten times as many (past it 429 `S0429`)',
  ),
  NGINX_PATH: doc(
    textOr('/usr/sbin/nginx'),
    '`/usr/sbin/nginx`',
    'the nginx binary `npm run start:prod` and its integration test start (Debian: `apt-get install nginx`)',
  ),
});

const tests = z.object({
  TEST_PORT: doc(portOr(3_100), '`3100`', 'port of the site `npm test` serves'),
  TEST_PG_PORT: doc(portOr(54_339), '`54339`', 'port of the embedded PostgreSQL of `npm test`'),
  TEST_SMTP_PORT: doc(
    optionalInt(1, 65_535),
    '`TEST_PORT` + 25',
    'port of the SMTP catcher the e-mail integration test starts; the test site sends its e-mails there',
  ),
  CHROMIUM_PATH: doc(textOr('/usr/bin/chromium'), '`/usr/bin/chromium`', 'browser for Playwright'),
  E2E_REQUIRED: doc(flagOr(false), 'unset', '`1` fails `npm test` when no Chromium is found (CI)'),
  SKIP_BUILD: doc(flagOr(false), 'unset', 'while iterating: `1` reuses the existing build'),
  TEST_ONLY: doc(
    z.preprocess(trimmedOrUnset, z.enum(['integration', 'e2e'], { error: 'expected integration or e2e' }).optional()),
    'unset',
    'while iterating: run only the `integration` or `e2e` stage (no lint, type check or unit tests)',
  ),
  TEST_FILTER: doc(optionalTrimmed(), 'unset', 'while iterating: only the integration and browser test files matching these words'),
  TEST_BASE_URL: doc(textOr('http://localhost:3100'), '`http://localhost:3100`', 'the site the integration tests call (set by `npm test`)'),
  BASE_URL: doc(
    textOr('http://localhost:3100'),
    '`http://localhost:3100`',
    'the site the browser tests open (set by `npm test`; Vitest sets its own `BASE_URL`, hence `TEST_BASE_URL` there)',
  ),
});

const bench = z.object({
  BENCH_PORT: doc(portOr(3_190), '`3190`', 'port of the site the benchmarks serve'),
  BENCH_PG_PORT: doc(portOr(54_349), '`54349`', "port of the benchmarks' embedded PostgreSQL"),
  BENCH_APPLICANTS: doc(optionalInt(1), '`10000` (`bench:rush`), `6000` (`bench:crash`)', 'applicants of the opening rush'),
  BENCH_CONNECTIONS: doc(
    optionalInt(1),
    '`1000` (`bench:rush`), `500` (`bench:crash`), `200` (`bench:records`)',
    'concurrent connections of the load generator',
  ),
  BENCH_CRASH_AFTER: doc(intOr(1_000, 1), '`1000`', '`bench:crash`: accepted applications before the site and the database are killed'),
  BENCH_WARM_REQUESTS: doc(
    intOr(3_000, 0),
    '`3000`',
    '`bench:rush`: requests that warm the load generator up against a stand-in server of its own (the site stays cold, as at a real opening)',
  ),
  BENCH_PRECONNECT: doc(
    flagOr(false),
    'unset',
    '`bench:rush`: `1` opens every connection before the clock starts, as a reverse proxy holds kept-alive connections to the workers; unset, every connection opens at the opening instant',
  ),
  BENCH_PG_STATS: doc(
    flagOr(false),
    'unset',
    '`1`: the benchmark database loads pg_stat_statements and `bench:rush` prints the statements PostgreSQL spent the rush on (calls, rows, time)',
  ),
  BENCH_NGINX: doc(
    flagOr(false),
    'unset',
    "`bench:rush`, `bench:read`: `1` measures through the shipped nginx (`deploy/nginx.conf` on `BENCH_PORT`, the site's workers on `BENCH_PORT + 2`, per-address limits lifted), as `npm run start:prod` serves; `bench:read` then compares with nginx serving the same bytes as a static file",
  ),
  BENCH_OCR_BACKLOG: doc(
    intOr(0, 0),
    '`0`',
    '`bench:rush`: race photos uploaded as an album 5 s before the opening (their bib readings queued, the first one under way when the applications arrive)',
  ),
  BENCH_SECONDS: doc(intOr(15, 1), '`15`', '`bench:records`: seconds of each measured phase'),
  BENCH_PACED_RATE: doc(
    positiveOr(1),
    '`1`',
    '`bench:records`: requests a second of each paced client, from its own random starting moment',
  ),
  BENCH_DEMAND_CONNECTIONS: doc(intOr(8, 1), '`8`', '`bench:records`: connections of the closed-loop demand phase'),
  BENCH_READ_CONNECTIONS: doc(intOr(1_000, 1), '`1000`', '`bench:read`, `bench:live`: connections of autocannon'),
  BENCH_READ_SECONDS: doc(intOr(10, 1), '`10`', '`bench:read`, `bench:live`: seconds of each measured URL'),
  BENCH_BARE_PORT: doc(
    optionalInt(1, 65_535),
    '`BENCH_PORT + 1`',
    '`bench:read`, `bench:live`: port of the bare `node:http` server sending the same bytes',
  ),
  BENCH_LIVE_RUNNERS: doc(intOr(3_500, 1), '`3500`', '`bench:live`: paid runners with bib and chip, each passing 5 timing points'),
  BENCH_LIVE_BATCH: doc(intOr(500, 1), '`500`', '`bench:live`: passings per POST /api/v1/timing/passings'),
  BENCH_LIVE_CONCURRENCY: doc(intOr(4, 1), '`4`', '`bench:live`: passing calls in flight at once during the burst'),
  BENCH_CPU_PROF: doc(
    optionalText(),
    'unset',
    '`bench:rush`, `bench:records`: a folder where every server process writes a V8 CPU profile (`node --cpu-prof`)',
  ),
  BENCH_SITE_PROBE: doc(
    optionalText(),
    'unset',
    'set by `bench:rush` for the workers it preloads `scripts/bench/site-probe.mjs` into: where they write their timings',
  ),
});

/** The groups, in the README's order. */
export const ENV_GROUPS = { database, auth, payments, messages, privacy, jobs, limits, site, server, tests, bench };

/** Titles of the groups in the README. */
export const ENV_GROUP_TITLES = {
  database: 'Database',
  auth: 'Staff accounts, sessions and secrets',
  payments: 'Card payments',
  messages: 'Messages (SMS, KakaoTalk and e-mail)',
  privacy: 'Personal-data retention',
  jobs: 'Scheduled work (job queue)',
  limits: 'Limits that stop squatting',
  site: 'Site',
  server: 'Server tuning',
  tests: 'Tests (`npm test`)',
  bench: 'Benchmarks (`npm run bench:*`)',
};

/** A setting the environment holds wrongly: each line names a variable and what it takes. */
export class EnvError extends Error {
  name = 'EnvError';
}

/**
 * Parses `schema` over `source`; problems are added to `problems` as README-style lines (values of
 * secrets are never repeated). Returns the parsed group (partial and unusable when problems were added).
 * @template {z.ZodType} S
 * @param {S} schema
 * @param {Record<string, string | undefined>} source
 * @param {string[]} problems
 * @returns {z.output<S>}
 */
function parseInto(schema, source, problems) {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    const secret = schema.shape?.[name]?.meta()?.secret === true;
    const value = source[name];
    const shown = value === undefined ? '' : secret ? '=<hidden>' : `=${JSON.stringify(value)}`;
    problems.push(`  ${name}${shown}: ${issue.message}`);
  }
  return /** @type {z.output<S>} */ ({});
}

/** @param {string[]} problems */
function failIfAny(problems) {
  if (problems.length) throw new EnvError(`invalid environment variables (README "Environment variables"):\n${problems.join('\n')}`);
}

/**
 * The settings of the running site (every group but tests and bench) from `source`.
 * @param {Record<string, string | undefined>} [source] default: this process's environment
 * @throws {EnvError} naming each malformed variable
 */
export function readSiteEnv(source = process.env) {
  const problems = [];
  const parsed = {
    database: parseInto(database, source, problems),
    auth: parseInto(auth, source, problems),
    payments: parseInto(payments, source, problems),
    messages: parseInto(messages, source, problems),
    privacy: parseInto(privacy, source, problems),
    jobs: parseInto(jobs, source, problems),
    limits: parseInto(limits, source, problems),
    site: parseInto(site, source, problems),
    server: parseInto(server, source, problems),
  };
  failIfAny(problems);
  return parsed;
}

/**
 * The settings of `npm test` and the test files from `source`.
 * @param {Record<string, string | undefined>} [source] default: this process's environment
 * @throws {EnvError} naming each malformed variable
 */
export function readTestEnv(source = process.env) {
  const problems = [];
  const parsed = parseInto(tests, source, problems);
  failIfAny(problems);
  return parsed;
}

/**
 * The settings of the benchmarks from `source`.
 * @param {Record<string, string | undefined>} [source] default: this process's environment
 * @throws {EnvError} naming each malformed variable
 */
export function readBenchEnv(source = process.env) {
  const problems = [];
  const parsed = parseInto(bench, source, problems);
  failIfAny(problems);
  return parsed;
}

/**
 * The environment of a child process this one starts (the site's server from `npm start`, a test's own
 * server): this process's variables with `overrides` over them; an undefined override removes one.
 * @param {Record<string, string | undefined>} [overrides]
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(overrides = {}) {
  const merged = { ...process.env, ...overrides };
  return /** @type {NodeJS.ProcessEnv} */ (Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)));
}
