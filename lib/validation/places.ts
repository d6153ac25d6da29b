import { z } from 'zod';
import { joinSeqField } from './fields';

/**
 * Staff settings and actions of the places after the opening (PUT /api/admin/event/{code}, PUT
 * /api/admin/reception/deadline). Messages are catalogue keys of the `places` namespace.
 */

/** An instant with an explicit offset (the console sends KST wall-clock times as +09:00). */
const instant = (key: string) => z.iso.datetime({ offset: true, message: key }).transform((v) => new Date(v));

/**
 * PUT /api/admin/event/{code}: the edition's place settings; fields left out are kept. The invitation
 * time is given in hours (`inviteHours`) or, for tests and drills, minutes (`inviteMinutes`).
 */
export const placeSettingsSchema = z
  .object({
    depositDays: z.coerce
      .number({ error: 'places.errors.depositDays' })
      .int('places.errors.depositDays')
      .min(0, 'places.errors.depositDays')
      .max(60, 'places.errors.depositDays')
      .optional(),
    /** The last deadline of every entry; '' or null = the end of the registration period. */
    depositDeadline: z.union([z.literal(''), z.null(), instant('places.errors.depositDeadline')]).optional(),
    reminderHours: z.coerce
      .number({ error: 'places.errors.reminderHours' })
      .int('places.errors.reminderHours')
      .min(0, 'places.errors.reminderHours')
      .max(240, 'places.errors.reminderHours')
      .optional(),
    inviteHours: z.coerce
      .number({ error: 'places.errors.inviteHours' })
      .int('places.errors.inviteHours')
      .min(1, 'places.errors.inviteHours')
      .max(720, 'places.errors.inviteHours')
      .optional(),
    inviteMinutes: z.coerce
      .number({ error: 'places.errors.inviteHours' })
      .int('places.errors.inviteHours')
      .min(1, 'places.errors.inviteHours')
      .max(43_200, 'places.errors.inviteHours')
      .optional(),
    powChallenge: z.boolean({ error: 'places.errors.powChallenge' }).optional(),
  })
  .refine((s) => s.inviteHours === undefined || s.inviteMinutes === undefined, {
    message: 'places.errors.inviteBoth',
    path: ['inviteMinutes'],
  });
export type PlaceSettingsInput = z.infer<typeof placeSettingsSchema>;

/** PUT /api/admin/reception/deadline: one entry's new payment deadline (must be in the future). */
export const deadlineBodySchema = z.object({
  joinSeq: joinSeqField,
  deadline: instant('places.errors.deadline'),
});
export type DeadlineBody = z.infer<typeof deadlineBodySchema>;
