/**
 * The staff console's menus (spec §2 staff screens): each entry with the area whose roles may open it
 * (lib/auth/access.ts), so the top bar and each section's side menu show an account only the pages
 * its role may use, and /user opens the first of them. The pages check the same areas themselves.
 * Client-safe. Labels are catalogue keys.
 */
import type { StaffRole } from '@/lib/codes';
import { ACCESS, mayAccess, type AccessArea } from './access';

export interface ConsoleMenuItem {
  href: string;
  /** Catalogue key of the label ('admin.nav.summary'). */
  label: string;
  area: AccessArea;
}

export interface ConsoleMenu {
  id: 'reception' | 'board' | 'events' | 'staff';
  /** Catalogue key of the menu's title. */
  label: string;
  items: readonly ConsoleMenuItem[];
}

export const CONSOLE_MENUS: readonly ConsoleMenu[] = [
  {
    id: 'reception',
    label: 'admin.nav.reception',
    items: [
      { href: '/user/reception', label: 'admin.nav.summary', area: 'registrations' },
      { href: '/user/reception/receptionist?pageNo=1&rowCount=10', label: 'admin.nav.receptionist', area: 'lookup' },
      { href: '/user/reception/payment?pageNo=1&rowCount=10', label: 'admin.nav.payment', area: 'registrations' },
      { href: '/user/reception/refunds', label: 'admin.nav.refunds', area: 'placeChanges' },
      { href: '/user/reception/transfers', label: 'admin.nav.transfers', area: 'placeChanges' },
      { href: '/user/reception/waitlist', label: 'places.admin.title', area: 'placeChanges' },
      { href: '/user/reception/application/individual', label: 'admin.nav.individual', area: 'registrations' },
      { href: '/user/reception/application/group', label: 'admin.nav.group', area: 'registrations' },
      { href: '/user/reception/export', label: 'admin.nav.export', area: 'personalDataExport' },
      { href: '/user/reception/audit', label: 'admin.nav.audit', area: 'audit' },
    ],
  },
  {
    id: 'board',
    label: 'admin.nav.board',
    items: [
      { href: '/user/board/notice?pageNo=1', label: 'admin.nav.notice', area: 'content' },
      { href: '/user/board/qna?pageNo=1', label: 'admin.nav.qna', area: 'content' },
      { href: '/user/board/gallery', label: 'admin.nav.gallery', area: 'content' },
      { href: '/user/board/pages', label: 'admin.nav.pages', area: 'content' },
      { href: '/user/board/messages', label: 'admin.nav.messages', area: 'messages' },
      { href: '/user/board/messages/bulk', label: 'admin.nav.bulk', area: 'messages' },
      { href: '/user/board/messages/kinds', label: 'admin.nav.messageKinds', area: 'messageTemplates' },
    ],
  },
  {
    id: 'events',
    label: 'admin.nav.events',
    items: [
      { href: '/user/events/event', label: 'admin.nav.event', area: 'eventSettings' },
      { href: '/user/events/editions', label: 'admin.nav.editions', area: 'eventSettings' },
      { href: '/user/events/record-import', label: 'admin.nav.recordImport', area: 'timing' },
      { href: '/user/events/control', label: 'admin.nav.control', area: 'timing' },
      { href: '/user/events/record', label: 'admin.nav.record', area: 'timing' },
      { href: '/user/events/bibs', label: 'events.menu.bibs', area: 'timing' },
      { href: '/user/events/dispatch', label: 'events.menu.dispatch', area: 'personalDataExport' },
      { href: '/user/events/checkin', label: 'events.menu.checkin', area: 'checkIn' },
      { href: '/user/events/timing', label: 'events.menu.timing', area: 'timing' },
      { href: '/user/events/retention', label: 'admin.nav.retention', area: 'retention' },
    ],
  },
  {
    id: 'staff',
    label: 'admin.nav.staff',
    items: [
      { href: '/user/staff', label: 'admin.nav.accounts', area: 'staffAccounts' },
      { href: '/user/account', label: 'admin.nav.account', area: 'anyStaff' },
    ],
  },
];

/** The menus with only the entries `role` may open; menus left empty are dropped. Pure. */
export function menusFor(role: StaffRole): ConsoleMenu[] {
  return CONSOLE_MENUS.map((m) => ({ ...m, items: m.items.filter((i) => mayAccess(role, ACCESS[i.area])) })).filter(
    (m) => m.items.length > 0,
  );
}

/** The entries of menu `id` that `role` may open (a section's side menu). Pure. */
export function menuItemsFor(role: StaffRole, id: ConsoleMenu['id']): ConsoleMenuItem[] {
  return (
    menusFor(role)
      .find((m) => m.id === id)
      ?.items.slice() ?? []
  );
}

/** Where a sign-in of `role` lands: its first console page (the reception summary for the director). Pure. */
export function startPageOf(role: StaffRole): string {
  return menusFor(role)[0]?.items[0]?.href ?? '/user/account';
}
