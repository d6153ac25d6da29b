/** Types of node-body.mjs (see there). */
import type { IncomingMessage } from 'node:http';
export declare function readNodeBody(req: IncomingMessage): Promise<Buffer>;
