import { bodyTooLarge } from '@/lib/errors';

/** Largest public JSON body (spec §7 calls carry a form of a few kB; 200 runners fit well inside). */
export const PUBLIC_JSON_MAX_BYTES = 64 * 1024;

/**
 * Largest staff JSON body: a group entered by staff carries up to 2,000 runners (the Excel upload's
 * row cap, spec §6), a few hundred bytes each.
 */
export const STAFF_JSON_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Bytes of an oversized body still read (and thrown away) before answering 413: a client that is
 * still sending when the answer comes sees a broken pipe instead of the message, so a modestly
 * oversized body is let in whole; past this, the connection is cut.
 */
const DRAIN_BYTES = 1024 * 1024;

async function drainThenRefuse(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, maxBytes: number): Promise<never> {
  let read = alreadyRead;
  while (read <= DRAIN_BYTES) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) break;
    read += value?.byteLength ?? 0;
  }
  if (read > DRAIN_BYTES) await reader.cancel().catch(() => undefined);
  throw bodyTooLarge(maxBytes);
}

/**
 * Reads the request body, refusing it (413 V0413) once more than `maxBytes` bytes have arrived. The
 * count is made on the bytes received, never on Content-Length, which a client can understate or
 * omit (chunked); an oversized body is never kept, and is cut off past 1 MB. Returns the bytes read.
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '');
  const tooLargeDeclared = Number.isFinite(declared) && declared > maxBytes;
  if (!req.body) {
    if (tooLargeDeclared) throw bodyTooLarge(maxBytes);
    return new Uint8Array(0);
  }
  const reader = req.body.getReader();
  if (tooLargeDeclared) {
    if (declared > DRAIN_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(maxBytes);
    }
    return drainThenRefuse(reader, 0, maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return drainThenRefuse(reader, size, maxBytes);
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
