import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { personalRecords } from '@/db/schema';
import { formatCertificateCode } from '@/lib/certificates/code';
import { issueCertificate } from '@/lib/certificates/issue';
import { verificationUrl } from '@/lib/certificates/verify-url';
import type { Locale } from '@/i18n/config';
import { notFound } from '@/lib/errors';
import { translate } from '@/lib/i18n/translate';
import { renderCertificate } from '@/lib/pdf/certificate';
import type { PersonLookup } from '@/lib/validation/records';
import { yearOfRound } from './editions';
import type { RecordRow } from './lookup';
import { lookupPerson } from './person-lookup';
import { eventNameOfRound } from './round-info';

/**
 * The finisher certificate of one result as an A4 PDF (spec §2 /record): event and round with its
 * year, runner name, course, bib, net time (H:MM:SS), gun time and places, labelled in `locale`, and
 * the verification mark of `code` (QR code and printed code of /record/verify/{code}).
 */
export async function certificatePdf(r: RecordRow, eventName: string, locale: Locale, code: string): Promise<Uint8Array> {
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `records.certificate.${key}`, values);
  // The round is printed by the catalogue's own words: drop it from the name ('제24회 …', '24th …').
  const event = eventName.replace(/^(제\d+회|\d+(st|nd|rd|th))\s*/, '');
  const gender = r.gender === 'M' ? t('genderM') : r.gender === 'F' ? t('genderF') : '-';
  return renderCertificate({
    docTitle: t('docTitle', { name: r.runnerName }),
    title: t('title'),
    headings: [t('subtitle'), t('round', { round: r.holdRound, year: yearOfRound(r.holdRound), event })],
    rows: [
      [t('name'), r.runnerName],
      [t('course'), r.ticketName],
      [t('backNo'), r.backNo],
      [t('netTime'), r.elapseTime],
      [t('gunTime'), r.gunTime || '-'],
      [t('place', { gender }), r.totalRank ? String(r.totalRank) : '-'],
      [t('agePlace', { ageType: r.ageType ?? '' }).trim(), r.ageRank ? String(r.ageRank) : '-'],
    ],
    closing: [t('body'), t('organiser', { event })],
    verification: { code: formatCertificateCode(code), url: verificationUrl(code), label: t('verifyLabel') },
  });
}

/**
 * The verification code of result `r` (lib/certificates/issue.ts): the facts are read from the
 * stored row (seconds, places), not from the answer's display strings.
 */
async function officialCode(db: Db, r: RecordRow): Promise<string> {
  const [row] = await db
    .select()
    .from(personalRecords)
    .where(
      and(
        eq(personalRecords.holdRound, r.holdRound),
        eq(personalRecords.ticketName, r.ticketName),
        eq(personalRecords.backNo, r.backNo),
        eq(personalRecords.runnerName, r.runnerName),
      ),
    )
    .limit(1);
  if (!row) throw notFound('records.noResults');
  return issueCertificate(db, {
    kind: 'official',
    recordId: row.recordId,
    holdRound: row.holdRound,
    ticketName: row.ticketName,
    runnerName: row.runnerName,
    backNo: row.backNo,
    elapseTime: row.elapseTime,
    gunTime: row.gunTime,
    totalRank: row.totalRank,
    ageRank: row.ageRank,
  });
}

/**
 * GET /api/ranking/certificate: the certificate of the result that the visitor's lookup finds (the
 * same per-client guarded lookup as /api/ranking/person), of course `ticketName` when given.
 * Carries the result's verification code (issued once per result, lib/certificates). Throws 404
 * 'No results.' when none matches, 429 past the lookup limit.
 */
export async function personCertificate(
  db: Db,
  q: PersonLookup & { ticketName?: string },
  clientKey: string,
  locale: Locale,
): Promise<{ pdf: Uint8Array; row: RecordRow; code: string }> {
  const rows = await lookupPerson(db, q, clientKey);
  const row = rows.find((r) => !q.ticketName || r.ticketName === q.ticketName);
  if (!row) throw notFound('records.noResults');
  const code = await officialCode(db, row);
  return { pdf: await certificatePdf(row, await eventNameOfRound(db, row.holdRound, locale), locale, code), row, code };
}
