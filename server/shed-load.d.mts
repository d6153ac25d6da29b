/** Types of shed-load.mjs (see there). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function createLoadShedder(
  root: string,
  limits: { inflightMax: number; retryAfterSec: number; holdMax?: number; holdMs?: number },
  opts?: {
    knownFullRefusal?: (body: Uint8Array) => { status: number; body: string } | null;
    /** TRUST_PROXY=1: the wait counts from the proxy's X-Request-Start stamp (arrival.mjs). */
    trustProxy?: boolean;
  },
): (req: IncomingMessage, res: ServerResponse, next: (body: Buffer | null) => void) => void;
