import cronParser from 'cron-parser';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { JOB_KINDS } from '@/lib/jobs/registry';
import { createBoss, installJobs } from '@/lib/jobs/runtime';
import { jobSettings } from '@/lib/jobs/settings';
import { kstParts } from '@/lib/time/kst';

/**
 * The personal-data retention job's nightly schedule (lib/retention/job.ts) as the job queue holds it:
 * in the queue the test server runs (installed by `npm test` as `npm start` installs it), and in a
 * fresh queue schema prepared the way every worker process prepares its own. Its firing times are
 * read with cron-parser, the parser pg-boss itself evaluates schedules with, in the schedule's own
 * time zone: 03:30 in Korea every day, whatever the server's zone.
 */
const url = readSiteEnv().database.DATABASE_URL!;
const fresh = `retention_it_${Math.random().toString(36).slice(2, 10)}`;
const pool = new pg.Pool({ connectionString: url, max: 1 });

/** The schedules and the retention queue of the queue schema `schema`, through pg-boss's own API. */
async function queueOf(schema: string) {
  const boss = createBoss(url, { ...jobSettings(), schema, poolMax: 1 }, false);
  await boss.start();
  try {
    return { schedules: await boss.getSchedules(), queue: await boss.getQueue('retention-sweep') };
  } finally {
    await boss.stop({ graceful: false });
  }
}

afterAll(async () => {
  await pool.query(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`);
  await pool.end();
});

describe('the retention job’s nightly schedule', () => {
  for (const [where, schema] of [
    ['the site’s job queue', () => jobSettings().schema],
    ['a queue prepared from scratch', () => fresh],
  ] as const) {
    it(`is registered in ${where}: every day at 03:30 Korea time, one run at a time`, async () => {
      if (schema() === fresh) await installJobs(url, { ...jobSettings(), schema: fresh }, JOB_KINDS);
      const { schedules, queue } = await queueOf(schema());
      // pg-boss evaluates a schedule in its row's `timezone` column (its type leaves that column out).
      const retention = (schedules as Array<(typeof schedules)[number] & { timezone: string }>).filter((s) => s.name === 'retention-sweep');
      expect(retention).toHaveLength(1);
      expect(retention[0]).toMatchObject({
        cron: '30 3 * * *',
        timezone: 'Asia/Seoul',
        data: { requestedBy: null },
        options: { tz: 'Asia/Seoul' },
      });
      // One run at a time across all instances; a run may take up to half an hour.
      expect(queue).toMatchObject({ policy: 'singleton', expireInSeconds: 1800 });

      // When it fires, as the queue computes it: 03:30 KST, i.e. 18:30 UTC the evening before, every day of a year.
      const fires = cronParser.parseExpression(retention[0].cron, {
        tz: retention[0].timezone,
        currentDate: new Date('2026-12-31T18:29:00Z'),
      });
      const first = fires.next().toDate();
      expect(first.toISOString()).toBe('2026-12-31T18:30:00.000Z');
      let previous = first.getTime();
      for (let day = 1; day <= 365; day++) {
        const at = fires.next().toDate();
        const k = kstParts(at);
        expect([k.hour, k.minute], at.toISOString()).toEqual([3, 30]);
        expect(at.getTime() - previous).toBe(86_400_000);
        previous = at.getTime();
      }
      // A minute after 03:30 KST the next run is the next night's.
      const after = cronParser.parseExpression(retention[0].cron, {
        tz: retention[0].timezone,
        currentDate: new Date('2027-01-01T18:31:00Z'),
      });
      expect(after.next().toDate().toISOString()).toBe('2027-01-02T18:30:00.000Z');
    });
  }
});
