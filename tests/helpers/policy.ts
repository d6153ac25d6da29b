import pg from 'pg';
import { expect } from 'vitest';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { adminApi } from './admin';

/** The current edition's policy as the staff console saves it when nothing is set (lib/editions defaults). */
export const DEFAULT_POLICY = {
  changeOpen: null as string | null,
  changeClose: null as string | null,
  kitCutoff: null as string | null,
  transferOpen: null as string | null,
  transferClose: null as string | null,
  transferFee: 0,
  transferApproval: true,
  transferLimit: 1,
  refundWindows: [] as Array<{ until: string; percent: number }>,
};

/** Advisory-lock key held while a test runs under a policy of its own (test files run side by side on one edition). */
const POLICY_LOCK = 912_027;

/**
 * Runs `work` with the current edition's policy changed by `over` (PUT /api/admin/event/current/policy),
 * then puts the defaults back. A session-level advisory lock makes test files that change the policy
 * take turns, so none sees another's settings.
 */
export async function withPolicy(over: Partial<typeof DEFAULT_POLICY>, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: readSiteEnv().database.DATABASE_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [POLICY_LOCK]);
    const set = await adminApi('PUT', '/api/admin/event/current/policy', { ...DEFAULT_POLICY, ...over });
    expect(set.status).toBe(200);
    try {
      await work();
    } finally {
      await adminApi('PUT', '/api/admin/event/current/policy', DEFAULT_POLICY);
    }
  } finally {
    await client.end();
  }
}
