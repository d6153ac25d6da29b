import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../helpers/env';

/** Next's page cache on disk (the server under test runs from this folder). */
const CACHE_DIR = path.join(process.cwd(), '.next', 'server', 'route-cache');

/** Files of the page cache whose path names notice `postNo`. */
async function cachedFilesOf(postNo: number): Promise<string[]> {
  const names = (await readdir(CACHE_DIR, { recursive: true }).catch(() => [])) as string[];
  return names.filter((n) => n.includes(`/dashboard/notice/${postNo}`));
}

describe('the page cache cannot be filled by visitors', () => {
  it('answers an unknown notice number 404 (twice, in both languages) and stores nothing for it', async () => {
    const unknown = Array.from({ length: 5 }, () => 900_000_000 + Math.floor(Math.random() * 90_000_000));
    for (const postNo of unknown) {
      for (const cookie of ['', 'NEXT_LOCALE=en']) {
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${BASE_URL}/dashboard/notice/${postNo}`, { headers: cookie ? { cookie } : {} });
          expect(res.status).toBe(404);
          await res.arrayBuffer();
        }
      }
    }
    // Next writes a page after answering it: give it the time it takes.
    await new Promise((r) => setTimeout(r, 1_000));
    for (const postNo of unknown) expect(await cachedFilesOf(postNo)).toEqual([]);
  });
});
