import type { RequestHead } from './request-head';

/** Body kinds a route accepts (spec §7: JSON everywhere, multipart for uploads and event info). */
export type BodyKind = 'json' | 'multipart' | 'none';

/** The media type of a request without parameters, lower case ('' when absent). */
export function mediaType(req: RequestHead): string {
  return (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * True when the request's Content-Type fits `kind`: `application/json` for json, `multipart/form-data`
 * for multipart; `none` accepts an absent type (or JSON, which clients add out of habit). A
 * text/plain form post, which a browser sends cross-site without a preflight, never fits.
 */
export function hasBodyKind(req: RequestHead, kind: BodyKind): boolean {
  const t = mediaType(req);
  if (kind === 'json') return t === 'application/json';
  if (kind === 'multipart') return t === 'multipart/form-data';
  return t === '' || t === 'application/json';
}
