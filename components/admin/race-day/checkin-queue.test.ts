import { describe, expect, it } from 'vitest';
import { enqueueScan, replayQueue, type QueuedScan, type QueueStore } from './checkin-queue';

function memoryStore(): QueueStore & { list: QueuedScan[] } {
  const s = {
    list: [] as QueuedScan[],
    read: async () => [...s.list],
    update: async (change: (l: QueuedScan[]) => QueuedScan[]) => {
      s.list = change(s.list);
    },
  };
  return s;
}
const scan = (token: string) => ({ token, desk: '데스크 2', scannedAt: '2025-10-19T08:12:00+09:00' });

describe('offline check-in queue', () => {
  it('keeps scans in order and sends them when the connection returns', async () => {
    const store = memoryStore();
    await enqueueScan(store, scan('A'));
    await enqueueScan(store, scan('B'));
    const answered: string[] = [];
    const sent = await replayQueue(
      store,
      async (b) => ({ status: 200, body: b.token }),
      (_s, a) => answered.push(a.body as string),
    );
    expect(sent).toBe(2);
    expect(answered).toEqual(['A', 'B']);
    expect(store.list).toEqual([]);
  });

  it('stops at the first scan without an answer and keeps it and the rest', async () => {
    const store = memoryStore();
    await enqueueScan(store, scan('A'));
    await enqueueScan(store, scan('B'));
    await enqueueScan(store, scan('C'));
    let calls = 0;
    const sent = await replayQueue(
      store,
      async () => (++calls === 2 ? { status: null, body: null } : { status: 200, body: null }),
      () => undefined,
    );
    expect(sent).toBe(1);
    expect(store.list.map((s) => s.body.token)).toEqual(['B', 'C']);
  });

  it('drops a scan the server refused (4xx): it would be refused again', async () => {
    const store = memoryStore();
    await enqueueScan(store, scan('bad'));
    const sent = await replayQueue(
      store,
      async () => ({ status: 404, body: { errorCode: 'R0404' } }),
      () => undefined,
    );
    expect(sent).toBe(1);
    expect(store.list).toEqual([]);
  });
});
