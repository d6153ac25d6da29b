/** Types of request-locale.mjs (see there). */
import type { IncomingMessage } from 'node:http';
export declare const LOCALE_COOKIE: 'NEXT_LOCALE';
export declare function localeOfCookieHeader(header: string | null | undefined): 'ko' | 'en';
export declare function requestLocale(req: IncomingMessage): 'ko' | 'en';
