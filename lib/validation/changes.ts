import { z } from 'zod';
import { BANK_CODES } from '@/lib/payments/banks';
import { checkForeignPerson, lookupSchema, optionalEmailField, runnerSchema } from './application';
import { birthdayField, genderField, mobileField, personNameField, textField } from './fields';
import { idParam } from './id-param';
import { V } from './messages';

/**
 * Bodies of the calls that change a registration after it was made (lookup page and its forms): each
 * carries the lookup's proof `{joinSeq, joinerName, cellphone}` as today.
 */
const L = 'ledger.errors';

/** POST /api/application/ledger: the proof itself, or `{proof}` like the other calls. */
export const ledgerQuerySchema = z.union([z.object({ proof: lookupSchema }).transform((b) => b.proof), lookupSchema]);

/** POST /api/application/change: a runner's course (ticketSeq) and/or souvenir option (choiceOption). */
export const changeSchema = z
  .object({
    proof: lookupSchema,
    runnerSeq: idParam(`${L}.runner`),
    ticketSeq: idParam(V.course).optional(),
    choiceOption: textField(V.option).trim().min(1, V.option).max(20, V.option).optional(),
  })
  .refine((b) => b.ticketSeq !== undefined || b.choiceOption !== undefined, { message: `${L}.nothingToChange`, path: ['ticketSeq'] });
export type ChangeInput = z.infer<typeof changeSchema>;

/** POST /api/application/runners: members added to a group, with the fields of an application's runners. */
export const addRunnersSchema = z.object({
  proof: lookupSchema,
  runners: z.array(runnerSchema, { error: V.runnerRequired }).min(1, V.runnerRequired).max(200, V.runnerRequired),
});
export type AddRunnersInput = z.infer<typeof addRunnersSchema>;

/** A refund account: bank from the Korean bank list, number (digits, hyphens allowed), holder. */
export const refundAccountSchema = z.object({
  bankCode: z.enum(BANK_CODES, { error: `${L}.bank` }),
  accountNo: textField(`${L}.accountNo`)
    .trim()
    .regex(/^[0-9][0-9-]{5,24}[0-9]$/, `${L}.accountNo`)
    .transform((v) => v.replace(/-/g, ''))
    .refine((v) => v.length >= 6 && v.length <= 20, `${L}.accountNo`),
  holder: textField(`${L}.holder`)
    .trim()
    .regex(
      /^[A-Za-z\u3131-\u318E\uAC00-\uD7A3()][A-Za-z\u3131-\u318E\uAC00-\uD7A3() .]{0,28}[A-Za-z\u3131-\u318E\uAC00-\uD7A3().]$/,
      `${L}.holder`,
    ),
});
export type RefundAccountInput = z.infer<typeof refundAccountSchema>;

/**
 * POST /api/application/refund-request: cancel `runnerSeqs` (omitted: the whole registration; empty:
 * nobody, only what is owed back after a change) and ask for the money back; `account` for the part
 * paid by bank transfer.
 */
export const refundRequestSchema = z.object({
  proof: lookupSchema,
  runnerSeqs: z
    .array(idParam(`${L}.runner`))
    .max(200, `${L}.runner`)
    .optional(),
  account: refundAccountSchema.optional(),
});
export type RefundRequestInput = z.infer<typeof refundRequestSchema>;

/**
 * The new holder of a transferred place: name, birthday, gender, mobile (the rules of an application's
 * runner), and the e-mail address a new holder from abroad is told at (required with such a phone).
 */
export const newRunnerSchema = z
  .object({
    runnerName: personNameField,
    birthday: birthdayField,
    gender: genderField,
    cellphone: mobileField,
    email: optionalEmailField,
  })
  .superRefine(checkForeignPerson('runnerName'));

/** POST /api/application/transfer. */
export const transferSchema = z.object({
  proof: lookupSchema,
  runnerSeq: idParam(`${L}.runner`),
  newRunner: newRunnerSchema,
});
export type TransferInput = z.infer<typeof transferSchema>;

/** POST /api/application/transfer/confirm: the code sent to the new holder's phone (6 digits). */
export const transferConfirmSchema = z.object({
  transferSeq: idParam(`${L}.transfer`),
  code: textField(`ledger.transfer.errors.codeFormat`)
    .trim()
    .regex(/^\d{6}$/, 'ledger.transfer.errors.codeFormat'),
});
export type TransferConfirmInput = z.infer<typeof transferConfirmSchema>;
