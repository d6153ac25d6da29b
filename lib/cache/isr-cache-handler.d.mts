/** Types of isr-cache-handler.mjs (see there): Next's file-system cache that shares revalidations and bounds the disk. */
export default class SharedTagsCache {
  /** Pages kept on disk at most (tests lower it). */
  static maxPages: number;
  constructor(ctx: { fs?: unknown; serverDistDir: string; revalidatedTags?: string[] } & Record<string, unknown>);
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}
/** Whether Next's `data` may be stored: not a page or route answer with an error status. */
export declare function storable(data: unknown): boolean;
