/**
 * The participant list of the group proxy page and its save lists (spec §4 "Group edit keeps lists
 * INS (new), UPD (edited existing, with runnerSeq), DEL (deleted existing); deleting an unsaved row
 * just removes it from INS"). Pure functions over an immutable state.
 */
import { runnerIdentity } from '@/lib/registration/group';
export interface RunnerFields extends Partial<EmergencyInputs> {
  ticketSeq: number;
  choiceOption: string;
  runnerName: string;
  birthday: string;
  gender: 'M' | 'F';
  cellphone: string;
  /** The runner's own e-mail address (asked when their phone is from abroad and not the applicant's). */
  email?: string | null;
}

/** The optional race-day fields as the form holds them: text ('' = not given) and two consent boxes. */
export interface EmergencyInputs {
  emergencyName: string;
  emergencyPhone: string;
  emergencyRelation: string;
  bloodType: string;
  bloodRh: string;
  finishSms: boolean;
  finishSmsEmergency: boolean;
}

/** The form's values of a stored runner's race-day fields (null becomes ''). */
export function emergencyInputs(r: Partial<Record<keyof EmergencyInputs, string | boolean | null>>): EmergencyInputs {
  const text = (v: string | boolean | null | undefined) => (typeof v === 'string' ? v : '');
  return {
    emergencyName: text(r.emergencyName),
    emergencyPhone: text(r.emergencyPhone),
    emergencyRelation: text(r.emergencyRelation),
    bloodType: text(r.bloodType),
    bloodRh: text(r.bloodRh),
    finishSms: r.finishSms === true,
    finishSmsEmergency: r.finishSmsEmergency === true,
  };
}

export interface ListRow extends RunnerFields {
  /** Stable key of the row in the table. */
  key: string;
  /** Set for a runner already stored. */
  runnerSeq?: number;
  /** A stored runner edited since loading (goes to UPD). */
  edited?: boolean;
}

export interface RunnerLists {
  rows: ListRow[];
  /** runnerSeqs of stored runners removed from the list (DEL). */
  deleted: number[];
}

let counter = 0;
const newKey = () => `r${Date.now().toString(36)}${(counter++).toString(36)}`;

// The same identity as the server's duplicate check and unique index (case, spacing, Unicode form ignored).
const sameRunner = (a: RunnerFields, b: RunnerFields) => runnerIdentity(a) === runnerIdentity(b);

/** The lists of a registration as loaded (all rows stored, nothing to save yet). */
export function loadedLists(stored: Array<RunnerFields & { runnerSeq: number }>): RunnerLists {
  return { rows: stored.map((r) => ({ ...pick(r), runnerSeq: r.runnerSeq, key: `s${r.runnerSeq}` })), deleted: [] };
}

function pick(r: RunnerFields): RunnerFields {
  return {
    ticketSeq: r.ticketSeq,
    choiceOption: r.choiceOption,
    runnerName: r.runnerName,
    birthday: r.birthday,
    gender: r.gender,
    cellphone: r.cellphone,
    ...(r.email ? { email: r.email } : {}),
    ...emergencyInputs(r),
  };
}

/** True when `candidate` (same name, phone, birthday) is already in the list, ignoring row `exceptKey` (spec §5). */
export function isInList(lists: RunnerLists, candidate: RunnerFields, exceptKey?: string): boolean {
  return lists.rows.some((r) => r.key !== exceptKey && sameRunner(r, candidate));
}

/**
 * Adds new rows (single form or Excel upload). Returns null when one of them is already in the list
 * or twice among themselves ('participant already exists in the list').
 */
export function addRows(lists: RunnerLists, added: RunnerFields[]): RunnerLists | null {
  let next = lists;
  for (const r of added) {
    if (isInList(next, r)) return null;
    next = { ...next, rows: [...next.rows, { ...pick(r), key: newKey() }] };
  }
  return next;
}

/** Replaces row `key` with `fields` ('edit complete'); a stored runner becomes UPD. Null on a duplicate. */
export function editRow(lists: RunnerLists, key: string, fields: RunnerFields): RunnerLists | null {
  if (isInList(lists, fields, key)) return null;
  return {
    ...lists,
    rows: lists.rows.map((r) => (r.key === key ? { ...r, ...pick(fields), edited: r.runnerSeq !== undefined ? true : undefined } : r)),
  };
}

/** Removes the rows of `keys`: stored runners go to DEL, unsaved rows just disappear. */
export function deleteRows(lists: RunnerLists, keys: Set<string>): RunnerLists {
  const removedStored = lists.rows.filter((r) => keys.has(r.key) && r.runnerSeq !== undefined).map((r) => r.runnerSeq!);
  return { rows: lists.rows.filter((r) => !keys.has(r.key)), deleted: [...lists.deleted, ...removedStored] };
}

/** The runners body of POST /api/admin/applicant/applyForAll: {INS, UPD, DEL}. */
export function toDiff(lists: RunnerLists): { INS: RunnerFields[]; UPD: Array<RunnerFields & { runnerSeq: number }>; DEL: number[] } {
  return {
    INS: lists.rows.filter((r) => r.runnerSeq === undefined).map(pick),
    UPD: lists.rows.filter((r) => r.runnerSeq !== undefined && r.edited).map((r) => ({ ...pick(r), runnerSeq: r.runnerSeq! })),
    DEL: lists.deleted,
  };
}
