import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResults, resultsCsv } from '@/lib/records/demo-data';
import { asAdmin } from '../helpers/admin';
import { clusterClient, startCluster, stopCluster, type Answer } from '../helpers/cluster';
import { api, BASE_URL } from '../helpers/env';
import { postResults } from '../helpers/records';

// The overall record is cached by every worker (lib/records/team-cache.ts). A re-import or delete made
// by one worker, or by another instance (the shared test server), must never leave another worker
// serving pages of the replaced rows: two workers on their own port, on the same database.
const PORT = Number(new URL(BASE_URL).port) + 2;
const ROUND = 7; // a past edition with no seeded results
const COURSE = `캐시-${randomBytes(3).toString('hex')}`; // this file's own course: no other test touches it
let server: ChildProcess;
const { call, connectionTo } = clusterClient(PORT);

beforeAll(async () => {
  server = await startCluster(PORT, { TRUST_PROXY: '1' });
});

afterAll(() => stopCluster(server));

const fileA = generateResults({ seed: 701, course: 'mini', count: 40, raceYear: 2007 });
const fileB = generateResults({ seed: 702, course: 'mini', count: 25, raceYear: 2007 });

/** The runners' names of a results file in place order (net time; the generator gives distinct times per file). */
const namesOf = (rows: typeof fileA) => [...rows].sort((a, b) => a.netTime - b.netTime).map((r) => r.runnerName);

/** A multipart body of the import form, as a browser would send it. */
async function importForm(rows: typeof fileA): Promise<{ data: Buffer; type: string }> {
  const form = new FormData();
  form.append('holdRound', String(ROUND));
  form.append('ticketName', COURSE);
  form.append('file', new Blob([new Uint8Array(Buffer.from(resultsCsv(rows), 'utf8'))]), 'results.csv');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { data: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

const names = (a: Answer) => (a.body.records as Array<{ runnerName: string }>).map((r) => r.runnerName);

describe('overall record cache across workers and instances', () => {
  it('never serves a page of replaced rows after a re-import or delete made elsewhere', async () => {
    const auth = await asAdmin();
    const [one, two] = [await connectionTo('1'), await connectionTo('2')];
    const team = (agent: typeof one, extra: object = {}) =>
      call('POST', '/api/ranking/team', { holdRound: ROUND, ticketName: COURSE, gender: null, ageType: null, rowCount: 100, ...extra }, {}, '127.0.0.1', agent);
    try {
      // First file, imported through the shared test server (another instance); both workers cache its pages.
      expect((await postResults({ holdRound: String(ROUND), ticketName: COURSE }, { name: 'a.csv', data: Buffer.from(resultsCsv(fileA)) }, auth)).status).toBe(200);
      for (const agent of [one, two]) {
        const a = await team(agent);
        expect(a.status).toBe(200);
        expect(names(a)).toEqual(namesOf(fileA));
        expect(a.body.totalCount).toBe(40);
        expect((await team(agent, { rowCount: 10, pageNo: 4 })).body.pageMaxNo).toBe(4);
        // Every round's results with this course name: guarded by the any-round version.
        expect((await team(agent, { holdRound: null })).body.totalCount).toBe(40);
      }

      // The same round and course re-imported through worker 1 with other rows: worker 2 answers them at once.
      const form = await importForm(fileB);
      const reimport = await call('POST', '/api/admin/records/import', form.data, { ...auth, 'content-type': form.type }, '127.0.0.1', one);
      expect(reimport.status).toBe(200);
      expect(reimport.body.imported).toBe(25);
      for (const agent of [two, one]) {
        const b = await team(agent);
        expect(names(b)).toEqual(namesOf(fileB));
        expect(b.body.totalCount).toBe(25);
        expect(b.body.pageMaxNo).toBe(1);
        const paged = await team(agent, { rowCount: 10, pageNo: 4 });
        expect(paged.body).toMatchObject({ records: [], pageMaxNo: 3, totalCount: 25 });
        expect((await team(agent, { holdRound: null })).body.totalCount).toBe(25);
      }

      // Back to the first file through the other instance: both workers follow again.
      expect((await postResults({ holdRound: String(ROUND), ticketName: COURSE }, { name: 'a.csv', data: Buffer.from(resultsCsv(fileA)) }, auth)).status).toBe(200);
      for (const agent of [one, two]) expect(names(await team(agent))).toEqual(namesOf(fileA));

      // Deleted through worker 2: worker 1 answers no results, the shared server too.
      const deleted = await call('DELETE', '/api/admin/records/import', { holdRound: ROUND, ticketName: COURSE }, auth, '127.0.0.1', two);
      expect(deleted.status).toBe(200);
      for (const agent of [one, two]) {
        expect((await team(agent)).body).toEqual({ records: [], pageMaxNo: 1, totalCount: 0 });
        expect((await team(agent, { holdRound: null })).body.totalCount).toBe(0);
      }
      const shared = await api('POST', '/api/ranking/team', { holdRound: ROUND, ticketName: COURSE, gender: null, ageType: null });
      expect(shared.body.totalCount).toBe(0);
    } finally {
      one.destroy();
      two.destroy();
    }
  });
});
