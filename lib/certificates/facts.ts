import type { CertificateKind } from '@/lib/codes';

/**
 * What a certificate certifies, as the certificates row stores it (db/schema/certificates.ts):
 * times in seconds, the bib as text, distance in metres (untact). `recordId` for an official result,
 * `runnerSeq` for an untact record.
 */
export interface CertificateFacts {
  kind: CertificateKind;
  recordId?: number | null;
  runnerSeq?: number | null;
  holdRound: number;
  ticketName: string;
  runnerName: string;
  backNo: string | null;
  elapseTime: number | null;
  gunTime?: number | null;
  /** Place within the gender (official) or the announced rank (untact). */
  totalRank?: number | null;
  ageRank?: number | null;
  distance?: number | null;
}

const FACT_KEYS = ['holdRound', 'ticketName', 'runnerName', 'backNo', 'elapseTime', 'gunTime', 'totalRank', 'ageRank', 'distance'] as const;

/** True when two sets of facts print the same certificate (missing values count as null). Pure. */
export function sameFacts(a: CertificateFacts, b: CertificateFacts): boolean {
  return FACT_KEYS.every((k) => (a[k] ?? null) === (b[k] ?? null));
}
