import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requestLocale } from './request-locale.mjs';

/**
 * The JSON error answers the worker entry gives itself, before or around Next (spec §7 error shape
 * `{ errorCode, errorMessage }`), in both languages from the message catalogues. Plain JavaScript:
 * it runs in scripts/server/cluster.mjs, outside Next's bundles and i18n.
 *
 * @param {string} root the project folder (for messages/<locale>/errors.json)
 * @param {string} errorCode e.g. 'Q0001'
 * @param {string} key the message key in errors.json, e.g. 'queueFull'
 * @returns {(req: import('node:http').IncomingMessage) => string} the body in the visitor's language
 *   (NEXT_LOCALE cookie, Korean by default)
 */
export function errorBodies(root, errorCode, key) {
  const text = (locale) => JSON.parse(readFileSync(path.join(root, 'messages', locale, 'errors.json'), 'utf8'))[key];
  const ko = JSON.stringify({ errorCode, errorMessage: text('ko') });
  const en = JSON.stringify({ errorCode, errorMessage: text('en') });
  return (req) => (requestLocale(req) === 'en' ? en : ko);
}
