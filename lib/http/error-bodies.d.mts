/** Types of error-bodies.mjs (see there). */
import type { IncomingMessage } from 'node:http';
export declare function errorBodies(root: string, errorCode: string, key: string): (req: IncomingMessage) => string;
