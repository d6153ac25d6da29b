/** Types of shed-load.mjs (see there). */
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function createLoadShedder(
  root: string,
  limits: { inflightMax: number; retryAfterSec: number; holdMax?: number; holdMs?: number },
  opts?: { refuseFullEarly?: boolean },
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
