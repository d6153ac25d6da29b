import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { untactRunners } from '@/db/schema';
import { formatCertificateCode } from '@/lib/certificates/code';
import { issueCertificate } from '@/lib/certificates/issue';
import { verificationUrl } from '@/lib/certificates/verify-url';
import type { Locale } from '@/i18n/config';
import { localized } from '@/lib/content/localized';
import { notFound } from '@/lib/errors';
import { translate } from '@/lib/i18n/translate';
import { formatKm } from '@/lib/format/units';
import { renderCertificate } from '@/lib/pdf/certificate';
import { getCurrentEvent } from '@/lib/registration/current-event';
import type { UntactLookupInput } from '@/lib/validation/untact';
import { certificatesByProof } from './certificate';

/**
 * The verification code of the OK untact record `runnerSeq` (lib/certificates/issue.ts), issued on
 * its stored facts: name, course, bib, net time (s), distance (m) and, once announced, its rank.
 */
async function untactCode(db: DbOrTx, runnerSeq: number): Promise<{ code: string; rank: number | null }> {
  const [r] = await db.select().from(untactRunners).where(eq(untactRunners.runnerSeq, runnerSeq)).limit(1);
  if (!r || r.validation !== true) throw notFound('untact.noCertificate');
  const rank = r.announcedAt ? r.rankNo : null;
  const code = await issueCertificate(db, {
    kind: 'untact',
    runnerSeq,
    holdRound: r.holdRound,
    ticketName: r.ticketName,
    runnerName: r.runnerName,
    backNo: r.backNo === null ? null : String(r.backNo),
    elapseTime: r.elapseTime,
    distance: r.distance,
    totalRank: rank,
  });
  return { code, rank };
}

/**
 * The PDF certificate of untact runner `runnerSeq` of the proven registration (only a record
 * validated OK has one; 404 otherwise), labelled in the visitor's locale (the event's English name
 * in English when staff gave one), with its announced rank when there is one and the verification
 * mark of its code (QR code and printed code of /record/verify/{code}).
 */
export async function certificatePdfByProof(
  db: DbOrTx,
  proof: UntactLookupInput,
  runnerSeq: number,
  locale: Locale,
  clientKey: string,
): Promise<Uint8Array> {
  const { certificates } = await certificatesByProof(db, proof, clientKey);
  const c = certificates.find((x) => x.runnerSeq === runnerSeq);
  if (!c) throw notFound('untact.noCertificate');
  const { code, rank } = await untactCode(db, runnerSeq);
  const ev = await getCurrentEvent(db);
  const l = (k: string) => translate(locale, `untact.certificate.${k}`);
  return renderCertificate({
    docTitle: `${l('title')} - ${c.runnerName}`,
    title: l('title'),
    headings: [localized(ev, 'eventName', locale)],
    rows: [
      [l('name'), c.runnerName],
      [l('course'), c.ticketName],
      [l('backNo'), c.backNo === null ? '-' : String(c.backNo)],
      [l('distance'), formatKm(c.distance)],
      [l('time'), c.elapseTime],
      ...(rank === null ? [] : [[l('rank'), String(rank)] as [string, string]]),
    ],
    closing: [l('body'), `${l('issued')} ${c.issueDate}`],
    verification: { code: formatCertificateCode(code), url: verificationUrl(code), label: l('verifyLabel') },
  });
}
