import 'server-only';
import type { DbOrTx } from '@/db/client';
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
 * The PDF certificate of untact runner `runnerSeq` of the proven registration (only a record
 * validated OK has one; 404 otherwise), labelled in the visitor's locale (the event's English name
 * in English when staff gave one).
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
    ],
    closing: [l('body'), `${l('issued')} ${c.issueDate}`],
  });
}
