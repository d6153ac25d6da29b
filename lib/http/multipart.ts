import 'server-only';
import { badRequest } from './errors';

/**
 * Reads a multipart body, refusing one whose declared length exceeds `maxBytes` before buffering it
 * (413-sized uploads answer 400 with `tooLargeKey`). Malformed bodies are a 400, not a 500.
 */
export async function readMultipart(req: Request, maxBytes: number, tooLargeKey: string): Promise<FormData> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw badRequest(tooLargeKey, { mb: Math.floor(maxBytes / 1024 / 1024) });
  try {
    return await req.formData();
  } catch {
    throw badRequest('validation.badRequest');
  }
}

/** The file of field `name`, or null when absent/empty; its bytes as a Buffer. */
export async function fileField(form: FormData, name: string): Promise<{ name: string; data: Buffer } | null> {
  const f = form.get(name);
  if (!f || typeof f === 'string' || f.size === 0) return null;
  return { name: f.name, data: Buffer.from(await f.arrayBuffer()) };
}
