import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { certificates } from '@/db/schema';
import type { CertificateKind } from '@/lib/codes';
import { notFound } from '@/lib/errors';
import { formatHms } from '@/lib/format/units';
import { maskAfterFirst } from '@/lib/privacy/mask';
import { withCountedAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import { formatCertificateCode, parseCertificateCode } from './code';

/**
 * Verification lookups a client may get wrong in 10 minutes before every lookup of theirs is 429:
 * enough for a person mistyping a code from paper, far too few to find codes by guessing (a hit does
 * not count, so an employer checking many real certificates is not held back).
 */
export const CERTIFICATE_LOOKUP_LIMIT: LimitSpec = { name: 'certificate-verify', points: 20, durationSec: 600 };

/**
 * What the public verification answers for a code (GET /api/certificates/{code}, /record/verify/{code}):
 * the runner's name masked after its first letter, course, round, net time (H:MM:SS) and whether the
 * certificate is still valid, plus the printed code, its kind, when it was issued and (when revoked) when.
 */
export interface CertificateView {
  code: string;
  kind: CertificateKind;
  runnerName: string;
  ticketName: string;
  holdRound: number;
  elapseTime: string;
  /** Metres (untact certificates), else null. */
  distance: number | null;
  valid: boolean;
  issuedAt: string;
  revokedAt: string | null;
}

/** An unknown or malformed code: 404 S0001 'no certificate with this code'. */
function unknownCode() {
  return notFound('records.verify.notFound');
}

/**
 * Looks up certificate `input` (as typed or scanned: case, separators and I/L/O confusions forgiven)
 * for client `clientKey` (its address) under CERTIFICATE_LOOKUP_LIMIT: a code that is malformed or
 * unknown counts as a miss; past the limit every lookup of the client is 429 S0429. Throws 404 for a
 * miss. A revoked certificate is found and answered with `valid: false`.
 */
export async function verifyCertificate(db: Db, input: string, clientKey: string): Promise<CertificateView> {
  const code = parseCertificateCode(input);
  const row = await withCountedAttempt(
    CERTIFICATE_LOOKUP_LIMIT,
    clientKey,
    async () => (code ? ((await db.select().from(certificates).where(eq(certificates.code, code)).limit(1))[0] ?? null) : null),
    (r) => r !== null,
  );
  if (!row) throw unknownCode();
  return {
    code: formatCertificateCode(row.code),
    kind: row.kind,
    runnerName: maskAfterFirst(row.runnerName),
    ticketName: row.ticketName,
    holdRound: row.holdRound,
    elapseTime: formatHms(row.elapseTime),
    distance: row.distance,
    valid: row.revokedAt === null,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
