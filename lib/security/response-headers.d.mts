/** Types of response-headers.mjs (see there). */
export declare const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
