import { z } from 'zod';
import { lookupPhoneField, personNameField } from './fields';

/** POST /api/find/join-seq and the /apply/searchId form (spec §5: name; phone digits 4–11). */
export const findJoinSeqSchema = z.object({
  runnerName: personNameField,
  cellphone: lookupPhoneField,
});
export type FindJoinSeqInput = z.infer<typeof findJoinSeqSchema>;
