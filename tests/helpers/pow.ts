import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { api } from './env';

/**
 * A solved bot check as the ALTCHA widget sends it (base64 of {challenge, solution}), for a challenge
 * of the site's GET /api/altcha/challenge, solved here with altcha-lib as the browser would.
 */
export async function solvedChallenge(): Promise<string> {
  const res = await api('GET', '/api/altcha/challenge');
  if (res.status !== 200) throw new Error(`challenge answered ${res.status}`);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
