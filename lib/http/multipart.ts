import 'server-only';
import { readBodyCapped } from './body-limit';
import { isCleanText } from '@/lib/validation/fields';
import { badRequest, isApiError } from '@/lib/errors';

/**
 * Reads a multipart body of at most `maxBytes` (each upload route states its own: the event photo
 * 5 MB, the participant sheet 5 MB, plus 64 kB for the other fields). The bytes are counted while
 * they stream in, not taken from Content-Length, and reading stops at the cap: an oversized upload
 * answers 400 with `tooLargeKey` ({mb}) before it is buffered. Malformed bodies are a 400, not a 500.
 */
export async function readMultipart(req: Request, maxBytes: number, tooLargeKey: string): Promise<FormData> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyCapped(req, maxBytes);
  } catch (err) {
    if (isApiError(err, 'V0413')) throw badRequest(tooLargeKey, { mb: Math.floor(maxBytes / 1024 / 1024) });
    throw err;
  }
  try {
    return await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw badRequest('validation.badRequest');
  }
}

/**
 * The file of field `name`, or null when absent/empty; its bytes as a Buffer. A file name that is
 * not clean text (a NUL byte, a direction override: isCleanText) is a 400 `validation.controlChars`.
 */
export async function fileField(form: FormData, name: string): Promise<{ name: string; data: Buffer } | null> {
  const f = form.get(name);
  if (!f || typeof f === 'string' || f.size === 0) return null;
  if (!isCleanText(f.name)) throw badRequest('validation.controlChars');
  return { name: f.name, data: Buffer.from(await f.arrayBuffer()) };
}

/** Every non-empty file of the repeated field `name` (file names checked as fileField does). */
export async function fileFields(form: FormData, name: string): Promise<Array<{ name: string; data: Buffer }>> {
  const out = [];
  for (const f of form.getAll(name)) {
    if (typeof f === 'string' || f.size === 0) continue;
    if (!isCleanText(f.name)) throw badRequest('validation.controlChars');
    out.push({ name: f.name, data: Buffer.from(await f.arrayBuffer()) });
  }
  return out;
}

/**
 * The text fields `names` of a multipart form: each string value as sent; a missing field, or a file
 * sent where text belongs, is left out, so the route's schema answers what is missing. A value that
 * is not clean text (isCleanText: NUL, direction overrides, lone surrogates) is a 400
 * `validation.controlChars`, as in JSON bodies.
 */
export function textFields<K extends string>(form: FormData, names: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of names) {
    const v = form.get(k);
    if (typeof v !== 'string') continue;
    if (!isCleanText(v)) throw badRequest('validation.controlChars');
    out[k] = v;
  }
  return out;
}
