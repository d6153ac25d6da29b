/** Types of shed-load.mjs (see there). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function createLoadShedder(
  root: string,
  limits: { inflightMax: number; retryAfterSec: number; holdMax?: number; holdMs?: number },
  opts?: { knownFullRefusal?: (body: Uint8Array) => { status: number; body: string } | null },
): (req: IncomingMessage, res: ServerResponse, next: (body: Buffer | null) => void) => void;
