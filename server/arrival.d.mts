/** Types of arrival.mjs (see there). */
export declare function arrivalOf(
  req: { headers: Record<string, string | string[] | undefined> },
  trustProxy: boolean,
  now: number,
): number;
