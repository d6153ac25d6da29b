/**
 * Who may do what in the staff console: the roles of each area, declared once and used by every
 * admin route (`adminRoute({ roles: ACCESS.lookup }, …)`), every console page
 * (`staffPageContext(ACCESS.lookup)`) and the console's menus, so a page, its API and its menu entry
 * can never disagree. Client-safe: no server imports (the menus filter with it in the browser).
 *
 * The director may do everything: `mayAccess` lets a director through whatever the list says, so a
 * list names the other roles that may also act, and `['director']` alone means the director only.
 */
import { STAFF_ROLES, type StaffRole } from '@/lib/codes';

/** A non-empty list of roles (an area nobody may enter is a mistake the type check catches). */
export type StaffRoles = readonly [StaffRole, ...StaffRole[]];

/**
 * The console's areas and the roles allowed in each (the director always). New admin routes pick the
 * area they belong to; an area that fits none is added here with its reason.
 */
export const ACCESS = {
  /** Registration lists with their edits, payment checks, proxy registration, statistics, group uploads. */
  registrations: ['reception'],
  /** Finding one runner or registration (the masked list, one registration, revealing one): the desk's lookup. */
  lookup: ['reception', 'desk'],
  /** Race-day check-in and kit collection. */
  checkIn: ['desk'],
  /** Places changing hands after registering: refund requests, official transfers and the waitlist. */
  placeChanges: ['reception'],
  /** Bulk exports of personal data (every runner in a spreadsheet, courier lists): the director only. */
  personalDataExport: ['director'],
  /** The append-only log of staff access to personal data. */
  audit: ['director'],
  /** Notices, Q&A, the gallery and the guide, course and trekking pages. */
  content: ['content'],
  /** Official results, untact records, bibs and chips import, live results. */
  timing: ['timing'],
  /** Reading the edition's facts (name, dates, courses): every console page shows them. */
  eventRead: ['reception', 'desk', 'content', 'timing'],
  /** Event info, courses, prices, capacities, editions and which one is current. */
  eventSettings: ['director'],
  /** The message outbox, resending and bulk messages to runners. */
  messages: ['reception'],
  /** The list of message kinds with their templates (read only). */
  messageTemplates: ['reception', 'content'],
  /** Staff accounts and their roles. */
  staffAccounts: ['director'],
  /** Personal-data retention: the schedule, its settings and the erasure log. */
  retention: ['director'],
  /** Every signed-in staff member (their own account, sign-out). */
  anyStaff: ['reception', 'desk', 'content', 'timing'],
} as const satisfies Record<string, StaffRoles>;

export type AccessArea = keyof typeof ACCESS;

/** True when `role` may act in an area open to `roles` (the director always may). Pure. */
export function mayAccess(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'director' || roles.includes(role);
}

/**
 * Areas whose pages or calls show personal data (names, phones, birthdays, addresses, recipients):
 * a role allowed in any of them signs in with a second factor (TOTP).
 */
const PERSONAL_AREAS: readonly AccessArea[] = [
  'registrations',
  'lookup',
  'checkIn',
  'placeChanges',
  'personalDataExport',
  'audit',
  'messages',
  'staffAccounts',
  'retention',
];

/** True when accounts of `role` must sign in with a TOTP code (they can see personal data). Pure. */
export function needsSecondFactor(role: StaffRole): boolean {
  return PERSONAL_AREAS.some((area) => mayAccess(role, ACCESS[area]));
}

/** The roles that must use a second factor, in STAFF_ROLES order (director, reception, desk). */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = STAFF_ROLES.filter(needsSecondFactor);
