import type { AdminRouteOptions } from '@/lib/http/admin-route';

/**
 * The staff areas of race day and the admin routes that belong to each: every route of an area is
 * written `adminRoute(staffArea('checkin', {...}), …)`, so what an area requires (a staff role such as
 * the check-in desk's, once accounts have roles) is attached here, in one place, for all its routes.
 *
 * - bibs: /api/admin/bibs/** (assignment, reservations, manual edits, chips, bib SMS, label PDFs)
 * - dispatch: /api/admin/dispatch/** (courier export, tracking import)
 * - checkin: /api/admin/checkin/** (the race-day desk: scan, search, counts); meant for a desk role
 * - timing: /api/admin/timing/** (timing tokens, passings upload)
 */
export const STAFF_AREAS = {
  bibs: {},
  dispatch: {},
  checkin: {},
  timing: {},
} satisfies Record<string, Partial<AdminRouteOptions>>;

export type StaffArea = keyof typeof STAFF_AREAS;

/** The adminRoute options of a route of `area`: the route's own, with what the area requires. */
export function staffArea(area: StaffArea, opts: AdminRouteOptions = {}): AdminRouteOptions {
  return { ...opts, ...STAFF_AREAS[area] };
}
