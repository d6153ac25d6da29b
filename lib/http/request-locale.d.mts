/** Types of request-locale.mjs (see there). */
import type { IncomingMessage } from 'node:http';
export declare function requestLocale(req: IncomingMessage): 'ko' | 'en';
