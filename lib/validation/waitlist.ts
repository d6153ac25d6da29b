import { z } from 'zod';
import { birthdayField, genderField, lookupPhoneField, mobileField, personNameField } from './fields';
import { checkForeignPerson, optionalEmailField } from './application';
import { idParam } from './id-param';
import { V } from './messages';

/**
 * Body schemas of the waitlist calls (POST /api/waitlist, /search, /leave) and their forms. Client
 * forms and route handlers import these same objects; messages are the spec's (spec §5).
 */

/** The waitlist number: 6 digits. */
export const waitSeqField = z.coerce
  .number({ error: 'places.waitlist.waitSeqInvalid' })
  .int('places.waitlist.waitSeqInvalid')
  .min(100_000, 'places.waitlist.waitSeqInvalid')
  .max(999_999, 'places.waitlist.waitSeqInvalid');

/** POST /api/waitlist: one runner for one sold-out course (groups are not on the waitlist). */
export const waitlistJoinSchema = z
  .object({
    ticketSeq: idParam(V.course),
    runnerName: personNameField,
    birthday: birthdayField,
    gender: genderField,
    cellphone: mobileField,
    /** Required with a phone from abroad (the waitlist messages go there), as on the apply form. */
    email: optionalEmailField,
    /** The solved bot check (ALTCHA payload) while staff switched it on. */
    altcha: z.string().max(8000).optional(),
  })
  // The apply form's rule for a runner from abroad: passport name and e-mail with an E.164 phone.
  .superRefine(checkForeignPerson('runnerName'));
export type WaitlistJoinInput = z.infer<typeof waitlistJoinSchema>;
export type WaitlistJoinForm = z.input<typeof waitlistJoinSchema>;

/** POST /api/waitlist/search and /leave: the proof of an entry. /leave also takes an invitation's token instead. */
export const waitlistProofSchema = z.object({
  waitSeq: waitSeqField,
  runnerName: personNameField,
  cellphone: lookupPhoneField,
});
export type WaitlistProof = z.infer<typeof waitlistProofSchema>;

export const waitlistLeaveSchema = z.union([waitlistProofSchema, z.object({ inviteToken: z.string().trim().min(1).max(100) })]);
export type WaitlistLeaveInput = z.infer<typeof waitlistLeaveSchema>;

/** GET /api/admin/waitlist?ticketSeq= */
export const waitlistListQuerySchema = z.object({ ticketSeq: idParam(V.course) });
