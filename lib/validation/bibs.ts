import { z } from 'zod';
import { BIB_ORDERS } from '@/lib/codes';
import { MAX_BIB_NO, parseNumberList } from '@/lib/bibs/plan';
import { idParam } from './id-param';
import { textField } from './fields';

/** Bodies and queries of the staff bib calls (bib assignment); messages in the `bibs` namespace. */

const bibNo = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_BIB_NO, message);

/** POST /api/admin/bibs/assign {ticketSeq, from, to, order}. */
export const assignSchema = z
  .object({
    ticketSeq: idParam('raceDay.unknownCourse'),
    from: bibNo('bibs.range.invalid'),
    to: bibNo('bibs.range.invalid'),
    order: z.enum(BIB_ORDERS, { error: 'bibs.badOrder' }).default('paid'),
  })
  .refine((v) => v.from <= v.to, { message: 'bibs.range.invalid', path: ['to'] });

/** PUT /api/admin/bibs {runnerSeq, backNo}: backNo null or '' clears the bib. */
export const setBibSchema = z.object({
  runnerSeq: idParam('bibs.runnerNotFound'),
  backNo: z.preprocess((v) => (v === '' ? null : v), bibNo('bibs.badBackNo').nullable()),
});

/** POST/DELETE /api/admin/bibs/reserved {numbers: '1-10, 77', note?}. */
export const reservedSchema = z.object({
  numbers: textField('bibs.reserved.invalid')
    .trim()
    .min(1, 'bibs.reserved.invalid')
    .max(2000, 'bibs.reserved.invalid')
    .transform((v, ctx) => {
      try {
        return parseNumberList(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'bibs.reserved.invalid' });
        return z.NEVER;
      }
    }),
  note: z.preprocess((v) => (v === '' ? null : v), textField('bibs.reserved.badNote').trim().max(100, 'bibs.reserved.badNote').nullish()),
});

const optionalId = (message: string) => z.preprocess((v) => (v === '' || v === undefined ? undefined : v), idParam(message).optional());

/** GET /api/admin/bibs/runners?ticketSeq&q&missing&pageNo&rowCount. */
export const bibListSchema = z.object({
  ticketSeq: optionalId('raceDay.unknownCourse'),
  q: z.preprocess((v) => (v === '' ? undefined : v), textField('bibs.badSearch').trim().max(50, 'bibs.badSearch').optional()),
  missing: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
  pageNo: z.coerce
    .number({ error: 'reception.badPage' })
    .int('reception.badPage')
    .min(1, 'reception.badPage')
    .max(100_000, 'reception.badPage')
    .default(1),
  rowCount: z.coerce
    .number({ error: 'reception.badRowCount' })
    .int('reception.badRowCount')
    .min(10, 'reception.badRowCount')
    .max(100, 'reception.badRowCount')
    .default(20),
});

/** POST /api/admin/bibs/notify {ticketSeq?}: the bib SMS of one course, or of all. */
export const bibNotifySchema = z.object({ ticketSeq: optionalId('raceDay.unknownCourse') });

/** GET /api/admin/bibs/labels?kind=labels|fronts&ticketSeq&purpose: the print PDFs of one course (or all), purpose required. */
export const labelsQuerySchema = z.object({
  kind: z.enum(['labels', 'fronts'], { error: 'bibs.labels.badKind' }),
  ticketSeq: optionalId('raceDay.unknownCourse'),
  // Both kinds print runners' names (the labels their emergency contacts and blood types too): an
  // audited export of personal data, so the purpose is required like every other staff export.
  purpose: textField('reception.purposeRequired').trim().min(2, 'reception.purposeRequired').max(200, 'reception.purposeTooLong'),
});
export type LabelsQuery = z.infer<typeof labelsQuerySchema>;
