/** Types of full-courses-bridge.mjs (see there). */
export declare const FULL_COURSES_BRIDGE: unique symbol;
export declare function setKnownFullRefusal(refusal: (ticketSeqs: number[]) => string | null): void;
export declare function knownFullRefusal(body: Uint8Array): { status: number; body: string } | null;
