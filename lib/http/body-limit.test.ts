import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { readBodyCapped } from './body-limit';

/** A request whose body arrives in `chunks` pieces of `size` bytes, without a Content-Length. */
function streamed(chunks: number, size: number): { req: Request; pulled: () => number } {
  let n = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (n >= chunks) return c.close();
      n += 1;
      c.enqueue(new Uint8Array(size).fill(65));
    },
  });
  const req = new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { req, pulled: () => n };
}

describe('readBodyCapped', () => {
  it('returns a body within the cap', async () => {
    const { req } = streamed(4, 1000);
    expect((await readBodyCapped(req, 4000)).byteLength).toBe(4000);
  });

  it('refuses past the cap while streaming (413), and stops reading a huge body at 1 MB', async () => {
    const { req, pulled } = streamed(4000, 1024);
    const err = await readBodyCapped(req, 64 * 1024).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(413);
    expect(pulled()).toBeLessThan(1100);
  });

  it('reads a modestly oversized body to its end before refusing it, so the client gets the 413 and not a broken pipe', async () => {
    const { req, pulled } = streamed(100, 1024);
    await expect(readBodyCapped(req, 64 * 1024)).rejects.toMatchObject({ status: 413 });
    expect(pulled()).toBeGreaterThanOrEqual(100);
  });

  it('refuses an oversized declared length before reading', async () => {
    const req = new Request('http://x/', { method: 'POST', body: 'x', headers: { 'content-length': '999999' } });
    await expect(readBodyCapped(req, 10)).rejects.toMatchObject({ status: 413 });
  });
});
