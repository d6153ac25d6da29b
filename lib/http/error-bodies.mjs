import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '../errors/catalogue.mjs';
import { requestLocale } from './request-locale.mjs';

/**
 * The JSON error answers the server entry gives itself, before or around Next (spec §7 error shape
 * `{ errorCode, errorMessage }`): the status and message of `errorCode` from the error catalogue
 * (lib/errors/catalogue.mjs), the message in both languages from the message catalogues. Plain
 * JavaScript: it runs in server/main.mjs, outside Next's bundles and i18n.
 *
 * @param {string} root the project folder (for messages/<locale>/<namespace>.json)
 * @param {keyof typeof ERROR_CATALOGUE} errorCode e.g. 'Q0001'
 * @returns {{ status: number, body: (req: import('node:http').IncomingMessage) => string, byLocale: { ko: string, en: string } }}
 *   the catalogue status, the body in the visitor's language (NEXT_LOCALE cookie, Korean by default),
 *   and both bodies (for the nginx configuration, which chooses the language itself)
 */
export function errorBodies(root, errorCode) {
  const { status, key } = ERROR_CATALOGUE[errorCode];
  const [namespace, ...path_] = key.split('.');
  const text = (locale) => {
    const messages = JSON.parse(readFileSync(path.join(root, 'messages', locale, `${namespace}.json`), 'utf8'));
    const message = path_.reduce((node, k) => node?.[k], messages);
    if (typeof message !== 'string') throw new Error(`no ${locale} message ${key} for ${errorCode}`);
    return message;
  };
  const ko = JSON.stringify({ errorCode, errorMessage: text('ko') });
  const en = JSON.stringify({ errorCode, errorMessage: text('en') });
  return { status, body: (req) => (requestLocale(req) === 'en' ? en : ko), byLocale: { ko, en } };
}
