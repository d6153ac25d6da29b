import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { straightRun, toGpx11 } from '@/lib/untact/test-tracks';
import { freshClientIp } from '../helpers/admin';
import { testDb } from '../helpers/env';
import { seededTicket } from '../helpers/tickets';
import { cleanTenKm, registerUntact, upload } from '../helpers/untact';

const openUntactCourse = () => seededTicket('U10KM');

/** 20 real points followed by `filler` inside the track segment. */
const hostile = (filler: string) =>
  toGpx11(straightRun(20, 100, 30, new Date(Date.now() - 3_600_000))).replace('</trkseg>', `${filler}</trkseg>`);

describe('activity uploads are bounded (size, complexity, rate)', () => {
  it('parses 20 real points followed by 400,000 empty elements to the 20 points, and refuses 1,000,000 as too complex', async () => {
    const course = await openUntactCourse();
    const r = await registerUntact(course.ticketSeq);
    const padded = await upload(r.proof, r.runnerSeq, hostile('<x/>'.repeat(400_000)));
    expect(padded.status).toBe(200);
    expect(padded.body.record).toBeTruthy();
    const [row] = await testDb().select().from(schema.untactRunners).where(eq(schema.untactRunners.runnerSeq, r.runnerSeq));
    expect(row.distance).toBe(2000);

    const bomb = await upload(r.proof, r.runnerSeq, hostile('<x/>'.repeat(1_000_000)));
    expect(bomb.status).toBe(400);
    expect(bomb.body.errorMessage).toBe(
      '파일이 너무 복잡합니다. 달리기 기록(GPS 지점 43,200개 이하)만 담긴 GPX 또는 TCX 파일을 올려 주세요.',
    );
    const deep = await upload(r.proof, r.runnerSeq, hostile(`${'<x>'.repeat(40)}${'</x>'.repeat(40)}`));
    expect(deep.status).toBe(400);
    // The refused files changed nothing.
    const [after] = await testDb().select().from(schema.untactRunners).where(eq(schema.untactRunners.runnerSeq, r.runnerSeq));
    expect(after.distance).toBe(2000);
  });

  it('refuses a file over 16 MiB with the limit in the message, before parsing it', async () => {
    const course = await openUntactCourse();
    const r = await registerUntact(course.ticketSeq);
    const big = await upload(r.proof, r.runnerSeq, Buffer.alloc(16 * 1024 * 1024 + 100 * 1024, 32));
    expect(big.status).toBe(400);
    expect(big.body.errorMessage).toBe('파일은 16MB 이하만 올릴 수 있습니다.');
  });

  it('limits uploads per runner (10 an hour, from any client)', async () => {
    const course = await openUntactCourse();
    const r = await registerUntact(course.ticketSeq);
    for (let i = 0; i < 10; i++) expect((await upload(r.proof, r.runnerSeq, cleanTenKm())).status).toBe(200);
    const over = await upload(r.proof, r.runnerSeq, cleanTenKm());
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('S0429');
    // Another runner is not affected.
    const other = await registerUntact(course.ticketSeq);
    expect((await upload(other.proof, other.runnerSeq, cleanTenKm())).status).toBe(200);
  });

  it('limits uploads per client (20 an hour), counted before the file is read', async () => {
    const course = await openUntactCourse();
    const client = { 'x-forwarded-for': freshClientIp() };
    const runners = await Promise.all(Array.from({ length: 3 }, () => registerUntact(course.ticketSeq)));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = runners[i % 3];
      statuses.push((await upload(r.proof, r.runnerSeq, cleanTenKm(), 'run.gpx', client)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await upload(runners[0].proof, runners[0].runnerSeq, cleanTenKm(), 'run.gpx', client);
    expect(over.status).toBe(429);
    // The same runner from another client still gets through.
    expect((await upload(runners[1].proof, runners[1].runnerSeq, cleanTenKm())).status).toBe(200);
  });
});
