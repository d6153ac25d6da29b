/** Types of error-bodies.mjs (see there). */
import type { IncomingMessage } from 'node:http';
import type { ERROR_CATALOGUE } from '../errors/catalogue.mjs';
export declare function errorBodies(
  root: string,
  errorCode: keyof typeof ERROR_CATALOGUE,
): { status: number; body: (req: IncomingMessage) => string; byLocale: { ko: string; en: string } };
