/** Types of forwarded-for.mjs (see there). */
export declare function setClientAddress(
  req: { headers: Record<string, string | string[] | undefined>; socket: { remoteAddress?: string } },
  trustProxy: boolean,
): void;
