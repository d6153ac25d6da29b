/** Types of micro-cache.mjs (see there). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export { MICRO_CACHE_BRIDGE } from './micro-cache-bridge.mjs';
export declare function createMicroCache(options: { maxAgeMs: number; upstream: { port: number; host?: string } }): {
  serve: (req: IncomingMessage, res: ServerResponse, pass: () => void) => void;
  clear: () => void;
  size: () => number;
};
