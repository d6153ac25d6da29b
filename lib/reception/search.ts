import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { lookupFailed } from '@/lib/errors';
import { editionOrCurrent } from '@/lib/editions/list';
import { kstDate } from '@/lib/time/kst';
import type { ApplicationFilter, ApplicationSearch, PaidSearch } from '@/lib/validation/reception';
import { maskName, maskPhone } from '@/lib/privacy/mask';
import { figuresOf } from '@/lib/ledger/summary';
import { runnerEmail } from '@/lib/sms/contact';

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which filters a staff search used, without their values (names and phones never enter the audit log). */
export function filterAuditDetail(f: ApplicationFilter | Omit<PaidSearch, 'pageNo' | 'rowCount'>): Record<string, unknown> {
  const used = Object.entries(f)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k]) => k);
  const safe: Record<string, unknown> = { filters: used };
  for (const k of ['eventCode', 'gender', 'ticketSeq', 'joinSeq', 'paymentStatus', 'startDate', 'endDate'] as const) {
    const v = (f as Record<string, unknown>)[k];
    if (v !== undefined) safe[k] = v;
  }
  return safe;
}

async function applicationWhere(db: DbOrTx, f: ApplicationFilter): Promise<SQL> {
  const event = await editionOrCurrent(db, f.eventCode);
  const parts: (SQL | undefined)[] = [eq(runners.eventId, event.eventId)];
  if (f.joinerName) parts.push(or(ilike(joiners.joinerName, contains(f.joinerName)), ilike(runners.runnerName, contains(f.joinerName))));
  if (f.gender) parts.push(eq(runners.gender, f.gender));
  if (f.cellphone) parts.push(or(ilike(runners.cellphone, contains(f.cellphone)), ilike(joiners.cellphone, contains(f.cellphone))));
  if (f.ticketSeq) parts.push(eq(runners.ticketSeq, f.ticketSeq));
  if (f.joinSeq) parts.push(eq(joiners.joinSeq, f.joinSeq));
  return and(...parts)!;
}

const applicationColumns = {
  runnerSeq: runners.runnerSeq,
  joinSeq: joiners.joinSeq,
  joinerName: joiners.joinerName,
  exponent: joiners.exponent,
  joinerCellphone: joiners.cellphone,
  /** The applicant's e-mail address (given when their phone is from abroad). */
  joinerEmail: joiners.email,
  zipcode: joiners.zipcode,
  zipAddress: joiners.zipAddress,
  address: joiners.address,
  runnerName: runners.runnerName,
  birthday: runners.birthday,
  gender: runners.gender,
  cellphone: runners.cellphone,
  /** Where the runner's messages go when their phone is from abroad (the messages' own rule). */
  email: runnerEmail,
  ticketSeq: runners.ticketSeq,
  ticketName: runners.ticketName,
  souvenir: runners.souvenir,
  choiceOption: runners.choiceOption,
  backNo: runners.backNo,
  chipNo: runners.chipNo,
  emergencyName: runners.emergencyName,
  emergencyPhone: runners.emergencyPhone,
  emergencyRelation: runners.emergencyRelation,
  bloodType: runners.bloodType,
  bloodRh: runners.bloodRh,
  paymentStatus: joiners.paymentStatus,
  paymentType: joiners.paymentType,
  amount: joiners.amount,
  deposit: joiners.deposit,
  refunded: joiners.refunded,
  brief: joiners.brief,
  joinTime: joiners.joinTime,
};
/** Every participant row matching the filters, unmasked, newest registration first (export). */
export async function listApplications(db: DbOrTx, f: ApplicationFilter, limit: number, offset = 0) {
  return db
    .select(applicationColumns)
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .where(await applicationWhere(db, f))
    .orderBy(desc(joiners.joinTime), desc(joiners.joinSeq), asc(runners.runnerSeq))
    .limit(limit)
    .offset(offset);
}
export type ApplicationRecord = Awaited<ReturnType<typeof listApplications>>[number];

/**
 * A participant row as the staff list shows it: names and phones masked, the emergency contact's too
 * (the reveal, audited, shows them whole); the blood type as it is, which the medical tent needs.
 */
export function maskedApplication(r: ApplicationRecord) {
  return {
    runnerSeq: r.runnerSeq,
    joinSeq: r.joinSeq,
    joinerName: maskName(r.joinerName),
    exponent: r.exponent,
    runnerName: maskName(r.runnerName),
    gender: r.gender,
    cellphone: maskPhone(r.cellphone),
    ticketSeq: r.ticketSeq,
    ticketName: r.ticketName,
    choiceOption: r.choiceOption,
    backNo: r.backNo,
    emergencyName: r.emergencyName === null ? null : maskName(r.emergencyName),
    emergencyPhone: r.emergencyPhone === null ? null : maskPhone(r.emergencyPhone),
    emergencyRelation: r.emergencyRelation,
    bloodType: r.bloodType,
    bloodRh: r.bloodRh,
    paymentStatus: r.paymentStatus,
    paymentType: r.paymentType,
    amount: r.amount,
    money: figuresOf(r),
    joinTime: r.joinTime.toISOString(),
  };
}
export type MaskedApplication = ReturnType<typeof maskedApplication>;

/**
 * GET /api/admin/reception/search (spec §7): participant rows of the current edition (or `eventCode`:
 * past editions stay readable) matching name
 * (applicant or participant, partial), gender, phone (partial digits), course (ticketSeq) and
 * registration number, `rowCount` per page; names and phones masked. Audited as 'search' (filters
 * used, never their values). Returns { pageMaxNo, totalCount, applications }.
 */
export async function searchApplications(db: DbOrTx, q: ApplicationSearch, staff: AdminContext) {
  const { pageNo, rowCount, ...filter } = q;
  const where = await applicationWhere(db, filter);
  const [{ n }] = await db.select({ n: count() }).from(runners).innerJoin(joiners, eq(joiners.joinerId, runners.joinerId)).where(where);
  const rows = await listApplications(db, filter, rowCount, (pageNo - 1) * rowCount);
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'search',
    detail: { ...filterAuditDetail(filter), pageNo, rowCount, resultCount: n },
  });
  return { pageMaxNo: Math.max(1, Math.ceil(n / rowCount)), totalCount: n, applications: rows.map(maskedApplication) };
}

function paidWhere(eventId: number, q: PaidSearch): SQL {
  const parts: (SQL | undefined)[] = [eq(joiners.eventId, eventId)];
  if (q.paymentStatus) parts.push(eq(joiners.paymentStatus, q.paymentStatus));
  const day = (s: string, plus = 0) => {
    const [y, m, d] = s.split('-').map(Number);
    return kstDate(y, m, d + plus);
  };
  if (q.startDate) parts.push(gte(joiners.joinTime, day(q.startDate)));
  if (q.endDate) parts.push(lt(joiners.joinTime, day(q.endDate, 1)));
  if (q.joinerName) parts.push(ilike(joiners.joinerName, contains(q.joinerName)));
  if (q.brief) parts.push(ilike(joiners.brief, contains(q.brief)));
  return and(...parts)!;
}

/**
 * GET /api/admin/reception/paid (spec §7, §5): registrations (one row per applicant) filtered by
 * payment status, joined date range (KST days, inclusive), applicant name and depositor memo (both
 * partial); names, phones and memos masked. Audited as 'search'. Returns { pageMaxNo, applications }.
 */
export async function searchPayments(db: DbOrTx, q: PaidSearch, staff: AdminContext) {
  const event = await editionOrCurrent(db, q.eventCode);
  const where = paidWhere(event.eventId, q);
  const [{ n }] = await db.select({ n: count() }).from(joiners).where(where);
  const rows = await db
    .select()
    .from(joiners)
    .where(where)
    .orderBy(desc(joiners.joinTime), desc(joiners.joinSeq))
    .limit(q.rowCount)
    .offset((q.pageNo - 1) * q.rowCount);
  const { pageNo, rowCount, ...filter } = q;
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'search',
    detail: { list: 'paid', ...filterAuditDetail(filter), pageNo, rowCount, resultCount: n },
  });
  return {
    pageMaxNo: Math.max(1, Math.ceil(n / q.rowCount)),
    totalCount: n,
    applications: rows.map((j) => ({
      joinSeq: j.joinSeq,
      joinerName: maskName(j.joinerName),
      exponent: j.exponent,
      cellphone: maskPhone(j.cellphone),
      paymentType: j.paymentType,
      paymentStatus: j.paymentStatus,
      amount: j.amount,
      deposit: j.deposit,
      // The payment ledger's figures (won): charged, paid, refunded, still due or owed back.
      money: figuresOf(j),
      // The depositor memo is what staff match against the bank statement, so it is shown whole: it is
      // the name plus 4 phone digits the runner chose to send with the transfer. Name and phone stay masked.
      brief: j.brief,
      ticketCount: j.ticketCount,
      joinTime: j.joinTime.toISOString(),
      paidAt: j.paidAt?.toISOString() ?? null,
      // Places after the opening: when an unpaid entry is released, and why a cancelled one was.
      payDeadline: j.payDeadline?.toISOString() ?? null,
      cancelReason: j.cancelReason,
    })),
  };
}
export type PaymentRow = Awaited<ReturnType<typeof searchPayments>>['applications'][number];

/**
 * POST /api/admin/reception/reveal {joinSeq}: the unmasked applicant name, phone and
 * memo and the participants' names, phones and emergency contacts of one registration, written to the
 * audit log as 'reveal'. S0001 (404) when the edition (`eventCode`, default the current one) has no such registration.
 */
export async function revealRegistration(db: DbOrTx, joinSeq: number, staff: AdminContext, eventCode?: string) {
  const event = await editionOrCurrent(db, eventCode);
  const [j] = await db
    .select()
    .from(joiners)
    .where(and(eq(joiners.eventId, event.eventId), eq(joiners.joinSeq, joinSeq)))
    .limit(1);
  if (!j) throw lookupFailed('lookup');
  const list = await db
    .select({
      runnerSeq: runners.runnerSeq,
      runnerName: runners.runnerName,
      cellphone: runners.cellphone,
      birthday: runners.birthday,
      emergencyName: runners.emergencyName,
      emergencyPhone: runners.emergencyPhone,
    })
    .from(runners)
    .where(eq(runners.joinerId, j.joinerId))
    .orderBy(asc(runners.runnerSeq));
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'reveal',
    joinSeq,
    detail: { runnerSeqs: list.map((r) => r.runnerSeq) },
  });
  return { joinSeq, joinerName: j.joinerName, cellphone: j.cellphone, brief: j.brief, runners: list };
}

/** The answer of POST /api/admin/reception/reveal: the unmasked values of one registration. */
export type RevealedRegistration = Awaited<ReturnType<typeof revealRegistration>>;
