/**
 * The language of a node request as the site chooses it (spec §2 language switch): English when the
 * NEXT_LOCALE cookie says 'en', Korean otherwise. For the worker entry's own code (plain JavaScript,
 * outside Next's i18n), e.g. scripts/server/cluster.mjs and the modules it loads.
 * @param {import('node:http').IncomingMessage} req
 * @returns {'ko' | 'en'}
 */
export function requestLocale(req) {
  return /(?:^|;\s*)NEXT_LOCALE=en(?:;|$)/.test(req.headers.cookie ?? '') ? 'en' : 'ko';
}
