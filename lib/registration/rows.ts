import { getTableColumns } from 'drizzle-orm';
import { joiners, runners } from '@/db/schema';
import type { PaymentType, PriceCategory, RegistrationSource } from '@/lib/codes';
import type { RunnerInput } from '@/lib/validation/application';
import { emergencyOf, type EmergencyFields } from '@/lib/validation/emergency';
import { storedEmail } from '@/lib/validation/international-phone';
import type { TicketRow } from './current-event';
import { depositorBrief } from './pricing';

/*
 * The one place where the rows of a registration are made: the joiner (the applicant's registration)
 * and its runners, as every path stores them: the public application and the staff proxy entry (the
 * transaction or the batched accept, lib/registration/apply.ts), staff edits and members added by the
 * registrant (lib/reception/proxy.ts, lib/changes/add-runners.ts), a runner's change of course
 * (lib/changes/change-runner.ts) and the participant rows of an Excel upload (lib/excel/runner-upload.ts).
 * The batched accept's SQL function (db/functions/accept_one_course_batch.sql) stores exactly the
 * columns these builders fill (a unit test compares them), so a new column is added here and there.
 */

/** A joiner row before its registration number (joinSeq) is drawn. */
export type JoinerValues = Omit<typeof joiners.$inferInsert, 'joinSeq'>;
/** A runner row before its registration exists (joinerId and joinSeq come with it). */
export type RunnerValues = Omit<typeof runners.$inferInsert, 'joinerId' | 'joinSeq'>;

/** The person fields of a runner as a form, the proxy page or an upload gives them. */
export type RunnerPersonInput = Pick<RunnerInput, 'runnerName' | 'birthday' | 'gender' | 'cellphone'> & {
  email?: string | null;
} & Partial<EmergencyFields>;

/** The course a runner takes: its ticket row's number, name and souvenir (copied, as the spec's runner keeps them). */
export type RunnerCourse = Pick<TicketRow, 'ticketSeq' | 'ticketName' | 'souvenir'>;

/** The applicant fields of an application (spec §5), as validated by lib/validation/application.ts. */
export interface JoinerInput {
  joinerName: string;
  exponent?: string | null;
  cellphone: string;
  email?: string | null;
  zipcode: string;
  zipAddress: string;
  address: string;
  /** The version of the consent texts the form showed (lib/registration/consent-rule.ts); absent: none shown. */
  consentVersion?: number | null;
}

/** What the accepting code decided about an application, beside what the applicant typed. */
export interface JoinerFacts {
  eventId: number;
  joiner: JoinerInput;
  paymentType: PaymentType;
  /** The registration charge in won (lib/registration/pricing.ts); 0 makes the entry paid (CMPL) at once. */
  amount: number;
  priceCategory: PriceCategory;
  source: RegistrationSource;
  ticketCount: number;
  /** When the application is accepted. */
  now: Date;
  /** When the entry is cancelled unless paid (lib/places/deadline.ts); null: no deadline. */
  payDeadline: Date | null;
}

/** The payment state an application starts in (spec §4): paid at once when it costs nothing, else awaiting payment. */
export function initialPaymentStatus(amount: number): 'RSVT' | 'CMPL' {
  return amount === 0 ? 'CMPL' : 'RSVT';
}

/**
 * The joiner row of an accepted application (spec §3 joiner, §4): the group name trimmed (null for an
 * individual), the e-mail address kept only for an applicant whose phone is not Korean (their messages
 * go by e-mail, lib/sms/contact.ts), the depositor memo (brief) from the name, phone and amount, a
 * non-standard price category flagged for a staff check, CMPL with its payment time when it costs 0 won,
 * and the version of the consent texts the form showed (null: none shown).
 */
export function joinerRow(f: JoinerFacts): JoinerValues & {
  exponent: string | null;
  email: string | null;
  paymentStatus: 'RSVT' | 'CMPL';
  brief: string;
  needsStaffCheck: boolean;
} {
  const { joiner } = f;
  const paymentStatus = initialPaymentStatus(f.amount);
  return {
    eventId: f.eventId,
    joinerName: joiner.joinerName,
    exponent: joiner.exponent?.trim() || null,
    cellphone: joiner.cellphone,
    email: storedEmail(joiner.cellphone, joiner.email),
    zipcode: joiner.zipcode,
    zipAddress: joiner.zipAddress,
    address: joiner.address,
    paymentType: f.paymentType,
    paymentStatus,
    amount: f.amount,
    brief: depositorBrief(joiner.joinerName, joiner.cellphone, f.amount),
    priceCategory: f.priceCategory,
    needsStaffCheck: f.priceCategory !== 'standard',
    source: f.source,
    ticketCount: f.ticketCount,
    joinTime: f.now,
    paidAt: paymentStatus === 'CMPL' ? f.now : null,
    payDeadline: f.payDeadline,
    // Checked against the version in force where the row is stored (consent-rule.ts; the SQL function
    // records the version in force when null).
    consentVersion: joiner.consentVersion ?? null,
  };
}

/**
 * A runner's person columns: name, birthday, gender, phone, the e-mail address of a runner whose phone
 * is not Korean (a group member from abroad is reached there, lib/sms/contact.ts; null otherwise), and
 * the race-day safety fields (emergency contact, blood type, finish-SMS consent; null or false when not
 * given).
 */
export function runnerPerson(input: RunnerPersonInput) {
  return {
    runnerName: input.runnerName,
    birthday: input.birthday,
    gender: input.gender,
    cellphone: input.cellphone,
    email: storedEmail(input.cellphone, input.email),
    ...emergencyOf(input),
  };
}

/** A runner's course columns: course `t` (its name and souvenir copied), the souvenir option and the price in won. */
export function runnerCourse(t: RunnerCourse, choiceOption: string | null | undefined, price: number) {
  return {
    ticketSeq: t.ticketSeq,
    ticketName: t.ticketName,
    souvenir: t.souvenir,
    choiceOption: choiceOption ?? null,
    price,
  };
}

/** The row of a runner of edition `eventId` on course `t` at `price` won, before its registration is stored. */
export function runnerRow(
  eventId: number,
  t: RunnerCourse,
  input: RunnerPersonInput & { choiceOption?: string | null },
  price: number,
): RunnerValues {
  return { eventId, ...runnerCourse(t, input.choiceOption, price), ...runnerPerson(input) };
}

/**
 * The row of a runner added to the stored registration `j` (a staff edit's INS, members added by the
 * registrant) on course `t` at `price` won.
 */
export function registeredRunnerRow(
  j: { joinerId: number; eventId: number; joinSeq: number },
  t: RunnerCourse,
  input: RunnerPersonInput & { choiceOption?: string | null },
  price: number,
): typeof runners.$inferInsert {
  return { ...runnerRow(j.eventId, t, input, price), joinerId: j.joinerId, joinSeq: j.joinSeq };
}

const sqlNames = (table: typeof joiners | typeof runners) =>
  new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
const JOINER_COLUMNS = sqlNames(joiners);
const RUNNER_COLUMNS = sqlNames(runners);

/** `values` keyed by SQL column name (dates as ISO text, absent values as null), as jsonb_populate_record reads them. */
function bySqlName(values: Record<string, unknown>, columns: Map<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const name = columns.get(key);
    if (!name) throw new Error(`rows: ${key} is no column`);
    out[name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}

/** A joiner row as the batched accept's SQL function reads it (JSON keyed by column name). */
export function joinerJson(j: JoinerValues): Record<string, unknown> {
  return bySqlName(j, JOINER_COLUMNS);
}

/** A runner row as the batched accept's SQL function reads it (JSON keyed by column name). */
export function runnerJson(r: RunnerValues): Record<string, unknown> {
  return bySqlName(r, RUNNER_COLUMNS);
}
