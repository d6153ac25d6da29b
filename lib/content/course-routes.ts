import routes from './course-routes.json';

export type CourseId = 'half' | 'mini' | 'health';

/** Start of the courses (the dam's water culture centre), [lat, lon]; map centre (spec §9: near Daejeon). */
export const COURSE_START: [number, number] = [36.4746, 127.4815];

/**
 * The drawn route of a course (lib/content/course-routes.json, made by scripts/make-course-routes.ts):
 * [lat, lon] points for the map and the elevation in metres at each point, and the official
 * distance in km (spec §1).
 */
export function courseRoute(course: CourseId): { distanceKm: number; latLngs: Array<[number, number]>; elevations: number[] } {
  const f = routes.features.find((x) => x.properties.course === course);
  if (!f) throw new Error(`no route for ${course}`);
  return {
    distanceKm: f.properties.distanceKm,
    latLngs: f.geometry.coordinates.map((c) => [c[1], c[0]] as [number, number]),
    elevations: f.geometry.coordinates.map((c) => c[2]),
  };
}
