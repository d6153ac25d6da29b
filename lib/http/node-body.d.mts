/** Types of node-body.mjs (see there). */
import type { IncomingMessage } from 'node:http';
export declare function readNodeBody(req: IncomingMessage): Promise<Buffer>;
export declare function attachBody(request: object, bytes: Uint8Array): void;
export declare function takeAttachedBody(request: object): Uint8Array | undefined;
