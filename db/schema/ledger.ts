import { GENDERS, LEDGER_CAUSES, LEDGER_KINDS, MONEY_METHODS, REFUND_STATES, TRANSFER_STATES } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';
import { joiners } from './registrations';

/**
 * The payment ledger of a registration (ARCHITECTURE.md "Money is a ledger of rows"): every charge,
 * payment, refund and staff adjustment is a row, never a value overwritten. Rows are append-only (a
 * trigger refuses UPDATE, and DELETE while the registration exists); a mistake is corrected by a new
 * row. The registration's amount, deposit, refunded and RSVT/CMPL/CNCL are derived from these rows in
 * the same transaction as every money change (lib/ledger/record.ts).
 * Amounts are won: payments and refunds positive (a reversed deposit confirmation is a negative
 * payment), charges negative when they give money back (a member removed, a cheaper course).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    entryId: bigserial('entry_id', { mode: 'number' }).primaryKey(),
    joinerId: integer('joiner_id')
      .notNull()
      .references(() => joiners.joinerId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    cause: text('cause', { enum: LEDGER_CAUSES }).notNull(),
    amount: integer('amount').notNull(),
    /** card or bank for payments and refunds. */
    method: text('method', { enum: MONEY_METHODS }),
    /** The runner a charge concerns (a course change, a transfer fee, a member removed). */
    runnerSeq: integer('runner_seq'),
    /** The card order a card payment or refund belongs to. */
    orderId: text('order_id'),
    refundSeq: integer('refund_seq'),
    transferSeq: integer('transfer_seq'),
    /** A bank deposit: the name the transfer carried and the day it arrived (YYYY-MM-DD, KST). */
    depositor: text('depositor'),
    depositedOn: text('deposited_on'),
    /** Staff's reason for an adjustment or a reversal; no personal data. */
    memo: text('memo'),
    staffId: integer('staff_id'),
    staffUserName: text('staff_user_name'),
    /** Makes recording idempotent: the same card capture or cancellation is written once. */
    dedupeKey: text('dedupe_key'),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_joiner_idx').on(t.joinerId, t.entryId), uniqueIndex('ledger_entries_dedupe_uq').on(t.dedupeKey)],
);

/**
 * A runner's refund request (cancellation with money back): the runners it cancels, the amount under
 * the edition's refund policy, how it goes back (card cancellation first, the rest by bank transfer)
 * and, for a bank refund, the account: number encrypted with AES-256-GCM (lib/security/secret-box.ts),
 * shown masked, erased once the refund is sent or refused.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    refundSeq: serial('refund_seq').primaryKey(),
    joinerId: integer('joiner_id')
      .notNull()
      .references(() => joiners.joinerId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    /** The runners cancelled by the request (all of the registration's when `wholeEntry`). */
    runnerSeqs: jsonb('runner_seqs').$type<number[]>().notNull(),
    wholeEntry: boolean('whole_entry').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('requested'),
    /** Won back in all, and its card and bank parts. */
    amount: integer('amount').notNull(),
    cardAmount: integer('card_amount').notNull().default(0),
    bankAmount: integer('bank_amount').notNull().default(0),
    /** The refund policy's percentage at the request. */
    policyPercent: integer('policy_percent').notNull(),
    bankCode: text('bank_code'),
    accountHolder: text('account_holder'),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), null once erased. */
    accountCipher: text('account_cipher'),
    /** The last digits, for the masked display (***-**-1234). */
    accountTail: text('account_tail'),
    reason: text('reason'),
    failMessage: text('fail_message'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    decidedBy: text('decided_by'),
    sentAt: tstz('sent_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('refund_requests_joiner_idx').on(t.joinerId),
    index('refund_requests_event_state_idx').on(t.eventId, t.state),
    check('refund_requests_parts', sql`${t.cardAmount} >= 0 AND ${t.bankAmount} >= 0 AND ${t.cardAmount} + ${t.bankAmount} = ${t.amount}`),
  ],
);

/**
 * An official transfer of one runner's place to a new person (명의 변경): who held it (`from*`), who
 * takes it (`to*`), the confirmation code sent to the new person's phone (HMAC only, with expiry and
 * attempts), the fee charged and who approved it. Rows are kept as the bib's history.
 */
export const transfers = pgTable(
  'transfers',
  {
    transferSeq: serial('transfer_seq').primaryKey(),
    joinerId: integer('joiner_id')
      .notNull()
      .references(() => joiners.joinerId, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId),
    runnerSeq: integer('runner_seq').notNull(),
    state: text('state', { enum: TRANSFER_STATES }).notNull().default('code-sent'),
    fromName: text('from_name').notNull(),
    fromBirthday: text('from_birthday').notNull(),
    fromGender: text('from_gender', { enum: GENDERS }).notNull(),
    fromCellphone: text('from_cellphone').notNull(),
    toName: text('to_name').notNull(),
    toBirthday: text('to_birthday').notNull(),
    toGender: text('to_gender', { enum: GENDERS }).notNull(),
    toCellphone: text('to_cellphone').notNull(),
    /** The new holder's e-mail address when their phone is from abroad (the code and the notice go there). */
    toEmail: text('to_email'),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: tstz('code_expires_at').notNull(),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** Won charged to the registration when the transfer is approved. */
    fee: integer('fee').notNull().default(0),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    confirmedAt: tstz('confirmed_at'),
    decidedAt: tstz('decided_at'),
    /** The staff user name that approved or refused it, or 'auto' when the edition needs no approval. */
    decidedBy: text('decided_by'),
    reason: text('reason'),
  },
  (t) => [
    index('transfers_event_state_idx').on(t.eventId, t.state),
    index('transfers_runner_idx').on(t.runnerSeq),
    // One open transfer per runner at a time.
    uniqueIndex('transfers_open_runner_uq')
      .on(t.runnerSeq)
      .where(sql`${t.state} IN ('code-sent', 'awaiting-staff')`),
  ],
);

/**
 * What runners may change after registering, per edition (staff set it at /user/events/event): the
 * self-service change window (course, members; default the registration period), the kit cut-off
 * (souvenir changes end, transfers refused after), the transfer window (off while `transferClose` is
 * null), fee (won), staff approval and limit per runner, and the refund policy's windows (empty = 100 %
 * until the registration period ends, none after, as spec §9 implies).
 */
export const editionPolicies = pgTable('edition_policies', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.eventId, { onDelete: 'cascade' }),
  changeOpen: tstz('change_open'),
  changeClose: tstz('change_close'),
  kitCutoff: tstz('kit_cutoff'),
  transferOpen: tstz('transfer_open'),
  transferClose: tstz('transfer_close'),
  transferFee: integer('transfer_fee').notNull().default(0),
  transferApproval: boolean('transfer_approval').notNull().default(true),
  transferLimit: integer('transfer_limit').notNull().default(1),
  /** [{until: ISO instant, percent: 0-100}] in time order. */
  refundWindows: jsonb('refund_windows').$type<Array<{ until: string; percent: number }>>().notNull().default([]),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
