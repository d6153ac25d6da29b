import { ACCESS } from '@/lib/auth/access';
import type { AdminRouteOptions } from '@/lib/http/admin-route';

/**
 * The staff areas of race day and the admin routes that belong to each: every route of an area is
 * written `adminRoute(staffArea('checkin', {...}), …)`, so what an area requires (a staff role such as
 * the check-in desk's) is attached here, in one place, for all its routes: the roles of the console
 * area (lib/auth/access.ts) the race-day pages check too.
 *
 * - bibs: /api/admin/bibs/** (assignment, reservations, manual edits, chips, bib SMS, label PDFs):
 *   the timing team's bibs and chips
 * - dispatch: /api/admin/dispatch/** (courier export, tracking import): the courier list holds every
 *   runner's address, a bulk export of personal data (the director only)
 * - checkin: /api/admin/checkin/** (the race-day desk: scan, search, counts): the desk
 * - timing: /api/admin/timing/** (timing tokens, passings upload): the timing team
 */
export const STAFF_AREAS = {
  bibs: { roles: ACCESS.timing },
  dispatch: { roles: ACCESS.personalDataExport },
  checkin: { roles: ACCESS.checkIn },
  timing: { roles: ACCESS.timing },
} satisfies Record<string, Pick<AdminRouteOptions, 'roles'>>;

export type StaffArea = keyof typeof STAFF_AREAS;

/** The adminRoute options of a route of `area`: the route's own, with what the area requires. */
export function staffArea(area: StaffArea, opts: Omit<AdminRouteOptions, 'roles'> = {}): AdminRouteOptions {
  return { ...opts, ...STAFF_AREAS[area] };
}
