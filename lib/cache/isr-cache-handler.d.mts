/** Types of isr-cache-handler.mjs (see there): Next's file-system cache that shares revalidations. */
export default class SharedTagsCache {
  constructor(ctx: { fs?: unknown; serverDistDir: string; revalidatedTags?: string[] } & Record<string, unknown>);
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
