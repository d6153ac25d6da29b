/**
 * The check-in desk's scans while the connection is down (QR check-in: scans wait in the
 * browser and are sent when it returns). Each scan is kept in IndexedDB (idb-keyval) with the moment
 * it was made, so a reload or a closed tab loses none, and replayed in order: a scan the server
 * answered (collected, already collected, refused) leaves the queue; one that got no answer or a
 * 5xx stays for the next try. The server accepts each runner once, so a replay after an answer that
 * was lost on the way only hears 'already collected'. Client-safe; the store is injectable for tests.
 */

/** What the desk sends for one scan (POST /api/admin/checkin). */
export interface CheckinBody {
  token?: string;
  backNo?: number;
  runnerSeq?: number;
  desk: string;
  /** ISO moment of the scan; the server records it as the collection time. */
  scannedAt: string;
}

export interface QueuedScan {
  id: string;
  body: CheckinBody;
}

/** The storage the queue lives in: IndexedDB in the browser, a Map in tests. */
export interface QueueStore {
  read(): Promise<QueuedScan[]>;
  /** Replaces the list through `change`, atomically (IndexedDB transaction). */
  update(change: (list: QueuedScan[]) => QueuedScan[]): Promise<void>;
}

const KEY = 'pending-scans';

/** The browser's store: one key in an IndexedDB database of its own. */
export async function browserQueueStore(): Promise<QueueStore> {
  const { createStore, get, update } = await import('idb-keyval');
  const db = createStore('marathon-checkin', 'queue');
  return {
    read: async () => (await get<QueuedScan[]>(KEY, db)) ?? [],
    update: (change) => update<QueuedScan[]>(KEY, (list) => change(list ?? []), db),
  };
}

/** Puts `body` at the end of the queue; returns its id. */
export async function enqueueScan(store: QueueStore, body: CheckinBody): Promise<string> {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await store.update((list) => [...list, { id, body }]);
  return id;
}

/** An answer of the server to one scan; `status` null when none came. */
export interface SendResult<T> {
  status: number | null;
  body: T;
}

/**
 * Sends the queued scans in order through `send` and reports each answered one to `onAnswer`. Stops
 * at the first scan without a definite answer (no answer, 5xx, 429): the connection is still down or
 * the server busy, and later scans wait behind it. Returns how many left the queue.
 */
export async function replayQueue<T>(
  store: QueueStore,
  send: (body: CheckinBody) => Promise<SendResult<T>>,
  onAnswer: (scan: QueuedScan, answer: SendResult<T>) => void,
): Promise<number> {
  let done = 0;
  for (const scan of await store.read()) {
    const answer = await send(scan.body);
    if (answer.status === null || answer.status >= 500 || answer.status === 429) break;
    await store.update((list) => list.filter((s) => s.id !== scan.id));
    onAnswer(scan, answer);
    done++;
  }
  return done;
}
