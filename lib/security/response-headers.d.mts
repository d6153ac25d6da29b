/** Types of response-headers.mjs (see there). */
export declare const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
export declare const SECURITY_HEADER_RECORD: Readonly<Record<string, string>>;
