import { z } from 'zod';
import { GENDERS } from '@/lib/codes';
import { joinSeqField, lookupPhoneField, personNameField } from './fields';
import { idParam } from './id-param';

/**
 * Schemas of the untact calls (spec §5, §7). Messages are catalogue keys (namespace `untact`, and
 * `validation` for the field rules shared with the other forms).
 */
export const U = {
  allItems: 'untact.allItems',
  finishSelection: 'untact.finishSelection',
  selectCheck: 'untact.selectCheck',
  checkOne: 'untact.checkOne',
  badIndexes: 'untact.badIndexes',
  courseRequired: 'untact.courseRequired',
  genderRequired: 'untact.genderRequired',
  badPoints: 'untact.badPoints',
} as const;

/** A field that must be present ('all items must be entered', spec §5) before its own rule applies. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field rules take strings or coerce from anything
const required = <O>(field: z.ZodType<O, any>) =>
  z
    .union([z.string(), z.number()], { error: U.allItems })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, U.allItems))
    .pipe(field as z.ZodType<O, string>);

/** POST /api/untact/search and the proof of upload, traces and the certificate (spec §5 untact lookup). */
export const untactLookupSchema = z.object({
  joinSeq: required(joinSeqField),
  joinerName: required(personNameField),
  cellphone: required(lookupPhoneField),
});
export type UntactLookupInput = z.infer<typeof untactLookupSchema>;

/** runnerSeq of a form or body: the shared strict id ('1e0', '0x1', true or 2^31 are refused). */
export const runnerSeqField = idParam(U.allItems);

/**
 * Instants of this site's races: from 2000 to 2099. A year 0, 10000 or a negative one is valid ISO
 * text but PostgreSQL refuses it (or a span of a century overflows a time in seconds): 400 instead.
 */
const inRaceYears = (s: string) => {
  const year = Number(/^[+-]?\d+/.exec(s)?.[0]);
  return year >= 2000 && year <= 2099;
};
const raceDate = (error?: string) => z.iso.date({ error }).refine(inRaceYears, error ?? 'validation.badRequest');
const raceInstant = (error?: string) => z.iso.datetime({ offset: true, error }).refine(inRaceYears, error ?? 'validation.badRequest');

/** A bib: a strict id of at most five digits. */
const backNoField = idParam().pipe(z.number().max(99_999));

/** Form fields of POST /api/untact/upload (multipart, with `file`). */
export const untactUploadSchema = untactLookupSchema.extend({ runnerSeq: runnerSeqField });

/**
 * POST /api/v1/footprint (spec §7): the runner's own name and phone, and the registration number:
 * the trace shows where a runner starts (often at home), so the sequential runnerSeq, a name and a
 * phone are not proof enough.
 */
export const footprintSchema = z.object({
  joinSeq: required(joinSeqField),
  runnerSeq: runnerSeqField,
  runnerName: required(personNameField),
  cellphone: required(lookupPhoneField),
});
export type FootprintInput = z.infer<typeof footprintSchema>;

/** POST /api/untact/privacy: the upload's proof and the runner's choice. */
export const privacyZoneSchema = untactUploadSchema.extend({ privacyZone: z.boolean({ error: U.allItems }) });

/** POST /api/v1/traces: a batch of points from an app (same proof as the upload). */
export const tracesSchema = untactUploadSchema.extend({
  points: z
    .array(
      z.object({
        latitude: z.number({ error: U.badPoints }).min(-90, U.badPoints).max(90, U.badPoints),
        longitude: z.number({ error: U.badPoints }).min(-180, U.badPoints).max(180, U.badPoints),
        logtime: raceInstant(U.badPoints),
      }),
      { error: U.badPoints },
    )
    .min(1, U.badPoints)
    .max(10_000, U.badPoints),
});
export type TracesInput = z.infer<typeof tracesSchema>;

const genderChoice = z.enum(GENDERS, { error: U.finishSelection });

/** POST /api/untact/rank (spec §5: event and gender required, 'finish the selection'). */
export const untactRankSchema = z.object({
  ticketName: z.string({ error: U.finishSelection }).trim().min(1, U.finishSelection).max(50, U.finishSelection),
  gender: genderChoice,
});

/** Staff filter 'validation' of checkLocation: OK, NG, unchecked, or all (empty). */
const validationFilter = z
  .union([z.boolean(), z.null(), z.enum(['true', 'false', 'null', ''])])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : v === 'null' ? null : v === '' ? undefined : v));

/** POST /api/admin/checkLocation (spec §7). Every filter is optional. */
export const checkLocationSchema = z.object({
  ticketSeq: z.union([idParam(), z.literal(''), z.null()]).optional(),
  searchDate: z.union([raceDate(), z.literal(''), z.null()]).optional(),
  joinerName: z.string().trim().max(50).nullish(),
  gender: z.union([z.enum(GENDERS), z.literal(''), z.null()]).optional(),
  validation: validationFilter,
});
export type CheckLocationInput = z.infer<typeof checkLocationSchema>;

/** POST /api/admin/transform (spec §4, §5): checked rows marked OK (true) or NG (false), with a bib. */
export const transformSchema = z
  .array(
    z.object({
      runnerSeq: idParam(),
      validation: z.boolean({ error: U.selectCheck }),
      backNo: z.union([backNoField, z.literal(''), z.null()]).optional(),
    }),
    { error: U.checkOne },
  )
  .min(1, U.checkOne)
  .max(1000, U.checkOne);

/** POST /api/admin/readjust (spec §7): removed indexes as a comma list, validation false. */
export const readjustSchema = z.object({
  runnerSeq: idParam(),
  recordIndexes: z.union([z.string().max(200_000), z.array(z.number().int().nonnegative()).max(200_000)], { error: U.badIndexes }),
  validation: z.union([z.boolean(), z.null()]).optional(),
});

/** POST /api/admin/untact/rank (spec §5: event required; gender required for the untact courses). */
export const confirmRankSchema = z.object({
  ticketName: z.string({ error: U.courseRequired }).trim().min(1, U.courseRequired).max(50),
  gender: z.enum(GENDERS, { error: U.genderRequired }),
  confirmDate: z.union([raceInstant(), raceDate()]).optional(),
});

/** POST /api/admin/untact/announce (spec §3 announce item). */
export const announceSchema = z
  .array(
    z.object({
      backNo: backNoField,
      rankNo: idParam(),
      confirmTime: z.union([raceInstant(), raceDate()]).optional().nullable(),
    }),
    { error: U.checkOne },
  )
  .min(1, U.checkOne)
  .max(1000);
