/**
 * Groups many small writes into one: items added within `maxDelayMs` (or until `maxItems`) are handed
 * to `flush` together, and each `add` resolves or rejects with the flush that wrote its item. During
 * an opening rush every accepted application's 'registration received' SMS is delivered by the job
 * queue (spec §4 SMS); recording thousands of them as sent in one UPDATE per few milliseconds instead
 * of one each leaves the database's commits to the applications themselves. Pure: the caller supplies
 * `flush`.
 */
export interface BatcherOptions<T> {
  /** Items written together at most; reaching it flushes at once. */
  maxItems: number;
  /** Longest an item waits for others, ms. */
  maxDelayMs: number;
  /** Writes the items (in arrival order); a throw fails every `add` of that batch. */
  flush: (items: T[]) => Promise<void>;
}

export interface Batcher<T> {
  /** Queues `item`; resolves once it is written. */
  add(item: T): Promise<void>;
}

export function createBatcher<T>(opts: BatcherOptions<T>): Batcher<T> {
  let items: T[] = [];
  let waiters: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flushNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = items;
    const told = waiters;
    items = [];
    waiters = [];
    opts.flush(batch).then(
      () => told.forEach((w) => w.resolve()),
      (err: unknown) => told.forEach((w) => w.reject(err)),
    );
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        items.push(item);
        waiters.push({ resolve, reject });
        if (items.length >= opts.maxItems) flushNow();
        else timer ??= setTimeout(flushNow, opts.maxDelayMs);
      });
    },
  };
}
