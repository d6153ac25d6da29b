/** Types of micro-cache-bridge.mjs (see there). */
export declare const MICRO_CACHE_BRIDGE: unique symbol;
export declare function clearMicroCache(): void;
