import 'server-only';
import type { DbOrTx } from '@/db/client';
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
 * year, runner name, course, bib, net time (H:MM:SS), gun time and places, labelled in `locale`.
 */
export async function certificatePdf(r: RecordRow, eventName: string, locale: Locale): Promise<Uint8Array> {
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
  });
}

/**
 * GET /api/ranking/certificate: the certificate of the result that the visitor's lookup finds (the
 * same per-client guarded lookup as /api/ranking/person), of course `ticketName` when given.
 * Throws 404 'No results.' when none matches, 429 past the lookup limit.
 */
export async function personCertificate(
  db: DbOrTx,
  q: PersonLookup & { ticketName?: string },
  clientKey: string,
  locale: Locale,
): Promise<{ pdf: Uint8Array; row: RecordRow }> {
  const rows = await lookupPerson(db, q, clientKey);
  const row = rows.find((r) => !q.ticketName || r.ticketName === q.ticketName);
  if (!row) throw notFound('records.noResults');
  return { pdf: await certificatePdf(row, await eventNameOfRound(db, row.holdRound, locale), locale), row };
}
