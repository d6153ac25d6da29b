import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SharedTagsCache from './isr-cache-handler.mjs';

// Next's own record of revalidated tags, the one its file-system cache consults before serving a page.
const { areTagsExpired } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};
type Bridge = { publish?: (tags: string[], durations?: { expire?: number }) => void; apply?: (tags: string[]) => Promise<void> };
const bridge = (globalThis as Record<symbol, unknown>)[Symbol.for('marathon.isr-tags')] as Bridge;

describe('SharedTagsCache (staff edits reach every worker)', () => {
  afterEach(() => {
    bridge.publish = undefined;
  });

  it('records a revalidation here and sends it to the other workers', async () => {
    const before = Date.now() - 1;
    const publish = vi.fn();
    bridge.publish = publish;
    const cache = new SharedTagsCache({ fs: undefined, serverDistDir: '/nowhere', revalidatedTags: [] });
    await cache.revalidateTag(['_N_T_/[locale]/(public)/dashboard/notice/page']);
    expect(publish).toHaveBeenCalledWith(['_N_T_/[locale]/(public)/dashboard/notice/page'], undefined);
    expect(areTagsExpired(['_N_T_/[locale]/(public)/dashboard/notice/page'], before)).toBe(true);
  });

  it('applies a revalidation received from another worker without sending it back', async () => {
    const before = Date.now() - 1;
    const publish = vi.fn();
    bridge.publish = publish;
    await bridge.apply?.(['_N_T_/[locale]/layout']);
    expect(areTagsExpired(['_N_T_/[locale]/layout'], before)).toBe(true);
    // a page rendered after the edit is fresh
    await new Promise((r) => setTimeout(r, 5));
    expect(areTagsExpired(['_N_T_/[locale]/layout'], Date.now())).toBe(false);
    expect(publish).not.toHaveBeenCalled();
  });
});
