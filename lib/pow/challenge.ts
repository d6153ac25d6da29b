import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { env } from '@/lib/env';
import { challengeFailed } from '@/lib/errors';

/**
 * The proof-of-work bot check of the apply and waitlist forms (ALTCHA: the `altcha` widget solves it
 * in the browser, `altcha-lib` verifies it here; no outside service), required while staff switch it
 * on for the edition (events.pow_challenge). A challenge is signed with a key derived from APP_SECRET,
 * so any worker or instance verifies any other's; a solved challenge is accepted once (pow_used).
 *
 * Difficulty: PBKDF2/SHA-256 at COST iterations per try, with the answer among the first COUNTER_MAX
 * tries. One try costs a browser about 0.5 ms of one core, so a phone's browser finds it in about a
 * second (spread over its cores), and the server checks it with one try (about 1.5 ms). A script must
 * pay that second for every application, which is what makes thousands of them expensive.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 2_500;
/** How long a challenge may wait between the form's loading and the submit. */
export const CHALLENGE_TTL_MS = 30 * 60 * 1000;

function secrets() {
  const s = env.auth.APP_SECRET;
  if (!s) throw new Error('APP_SECRET is not set (npm start sets one)');
  const derive = (purpose: string) => createHmac('sha256', s).update(`altcha:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('signature'), hmacKeySignatureSecret: derive('key') };
}

/** A new challenge for the widget (GET /api/altcha/challenge), valid for CHALLENGE_TTL_MS. */
export async function newChallenge(now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    ...secrets(),
  });
}

/** The widget's payload (base64 of JSON {challenge, solution}), or null when it is not one. */
function parsePayload(payload: string): Payload | null {
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    return p && typeof p === 'object' && p.challenge?.parameters && p.solution ? p : null;
  } catch {
    return null;
  }
}

/**
 * Checks the solved challenge `payload` of a form (spec's error body 400 C0001 when it is missing,
 * malformed, wrongly signed, unsolved, expired or already used; nothing else happens then). A
 * verified challenge is marked used in pow_used (its nonce, until its expiry) with a statement that
 * inserts only once, so the same payload replayed, even in parallel, passes once.
 */
export async function requireSolvedChallenge(db: DbOrTx, payload: string | undefined | null): Promise<void> {
  const parsed = payload ? parsePayload(payload) : null;
  if (!parsed) throw challengeFailed();
  let verified = false;
  try {
    verified = (await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, ...secrets() })).verified;
  } catch {
    verified = false;
  }
  const expiresAt = parsed.challenge.parameters.expiresAt;
  if (!verified || !expiresAt) throw challengeFailed();
  const { rows } = await db.execute<{ challenge_id: string }>(sql`
    INSERT INTO pow_used (challenge_id, expires_at) VALUES (${parsed.challenge.parameters.nonce}, to_timestamp(${expiresAt}))
    ON CONFLICT DO NOTHING RETURNING challenge_id`);
  if (rows.length === 0) throw challengeFailed();
}
