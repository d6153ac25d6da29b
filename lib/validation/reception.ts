import { GENDERS, PAYMENT_STATUSES } from '@/lib/codes';
import { z } from 'zod';
import { badRequest } from '@/lib/errors';
import { issueMessageKey } from './issue-message';
import { textField } from './fields';

/**
 * Query and body schemas of the staff reception calls (spec §7 admin calls, §5 payment confirmation).
 * Messages are catalogue keys of the `reception` namespace; `parseReception` turns a failure into a
 * 400 with that message.
 */

const pageNo = z.coerce
  .number({ error: 'reception.badPage' })
  .int('reception.badPage')
  .min(1, 'reception.badPage')
  .max(100_000, 'reception.badPage')
  .default(1);
/** Rows per page: 10 to 50 (spec §9 choices 10/20/30/40/50). */
const rowCount = z.coerce
  .number({ error: 'reception.badRowCount' })
  .int('reception.badRowCount')
  .min(10, 'reception.badRowCount')
  .max(50, 'reception.badRowCount')
  .default(10);
const optText = (max: number) =>
  textField('reception.badFilter')
    .trim()
    .max(max, 'reception.badFilter')
    .optional()
    .transform((v) => v || undefined);
/** An empty query value means the filter is absent. */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** An optional positive id from a query string ('' = absent). */
const optInt = (msg: string) =>
  z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{0,7})$/, msg)
    .optional()
    .transform((v) => (v ? Number(v) : undefined));

/** The edition a staff list reads (a past one stays readable); empty or left out = the current edition. */
const eventCode = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,20}$/, 'editions.errors.eventCode')
    .optional(),
);

/** Filters of GET /api/admin/reception/search and .../search/excel. */
export const applicationFilterSchema = z.object({
  eventCode,
  joinerName: optText(50),
  gender: z.preprocess(emptyToUndefined, z.enum(GENDERS, { error: 'reception.badGender' }).optional()),
  cellphone: z
    .string()
    .trim()
    .regex(/^\d{0,11}$/, 'reception.badPhone')
    .optional()
    .transform((v) => v || undefined),
  ticketSeq: optInt('reception.badCourse'),
  joinSeq: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'reception.badJoinSeq')
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});
export type ApplicationFilter = z.infer<typeof applicationFilterSchema>;

export const applicationSearchSchema = applicationFilterSchema.extend({ pageNo, rowCount });
export type ApplicationSearch = z.infer<typeof applicationSearchSchema>;

/** GET .../search/excel: the same filters plus the purpose of the export (recorded in the audit log). */
export const applicationExportSchema = applicationFilterSchema.extend({
  purpose: textField('reception.purposeRequired').trim().min(2, 'reception.purposeRequired').max(200, 'reception.purposeTooLong'),
});
export type ApplicationExport = z.infer<typeof applicationExportSchema>;

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'reception.badDate')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'reception.badDate');
const optDay = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(isoDay.optional());

/** GET /api/admin/reception/paid: status, joined-date range (KST days, end not before start), name, depositor. */
export const paidSearchSchema = z
  .object({
    pageNo,
    rowCount,
    eventCode,
    paymentStatus: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATUSES, { error: 'reception.badStatus' }).optional()),
    startDate: optDay,
    endDate: optDay,
    joinerName: optText(50),
    brief: optText(60),
  })
  .refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, { message: 'reception.endBeforeStart', path: ['endDate'] });
export type PaidSearch = z.infer<typeof paidSearchSchema>;

/** POST /api/admin/reception/confirm/{status} (spec §5 payment confirmation). */
export const confirmStatusSchema = z.enum(PAYMENT_STATUSES, { error: 'reception.statusRequired' });
export const confirmBodySchema = z.object({
  joinSeqs: z
    .union([z.string(), z.number()], { error: 'reception.checkOne' })
    .transform((v) =>
      String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^\d{4}$/, 'reception.badJoinSeq'))
        .min(1, 'reception.checkOne')
        .max(500, 'reception.tooMany'),
    )
    .transform((list) => [...new Set(list.map(Number))]),
  deposit: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
    .pipe(
      z
        .number({ error: 'reception.badDeposit' })
        .int('reception.badDeposit')
        .min(0, 'reception.badDeposit')
        .max(100_000_000, 'reception.badDeposit')
        .nullable(),
    ),
});
export type ConfirmBody = z.infer<typeof confirmBodySchema>;

/** POST /api/admin/reception/reveal {joinSeq, eventCode?}. */
export const revealSchema = z.object({
  eventCode,
  joinSeq: z.coerce
    .string()
    .regex(/^\d{4}$/, 'reception.badJoinSeq')
    .transform(Number),
});

/** GET /api/admin/audit?pageNo&rowCount. */
export const auditPageSchema = z.object({ pageNo, rowCount });

/** Parses `input` with `schema`; a failure is a 400 with the schema's catalogue message (spec §8). */
export function parseReception<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw badRequest(issueMessageKey(r.error.issues));
}
