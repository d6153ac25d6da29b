import { z } from 'zod';
import { lookupPhoneField, nameField } from './fields';

/** POST /api/find/join-seq and the /apply/searchId form (spec §5: name; phone digits 4–11). */
export const findJoinSeqSchema = z.object({
  runnerName: nameField,
  cellphone: lookupPhoneField,
});
export type FindJoinSeqInput = z.infer<typeof findJoinSeqSchema>;
