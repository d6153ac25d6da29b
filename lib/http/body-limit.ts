import { ApiError } from './errors';

/** Largest public JSON body (spec §7 calls carry a form of a few kB; 200 runners fit well inside). */
export const PUBLIC_JSON_MAX_BYTES = 64 * 1024;

/**
 * Largest staff JSON body: a group entered by staff carries up to 2,000 runners (the Excel upload's
 * row cap, spec §6), a few hundred bytes each.
 */
export const STAFF_JSON_MAX_BYTES = 2 * 1024 * 1024;

/** 413 V0413: the body is larger than the route takes; `limitKb` is shown in the message. */
export function bodyTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'V0413', 'request body too large', 'validation.bodyTooLarge', { kb: Math.ceil(maxBytes / 1024) });
}

/**
 * Reads the request body, stopping as soon as more than `maxBytes` bytes have arrived (413 V0413).
 * The count is made on the bytes received, never on Content-Length, which a client can understate
 * or omit (chunked); the rest of an oversized body is not read. Returns the bytes read.
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(maxBytes);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
