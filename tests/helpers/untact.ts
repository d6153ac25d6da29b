import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { straightRun, toGpx11 } from '@/lib/untact/test-tracks';
import { adminApi, freshClientIp } from './admin';
import { api, BASE_URL } from './env';
import { joinerBody, runnerBody } from './people';

/** Registers one runner (the applicant themself) on the untact course `ticketSeq`; returns the proof. */
export async function registerUntact(ticketSeq: number, gender: 'M' | 'F' = 'M') {
  const joiner = joinerBody();
  const res = await api('POST', '/api/applicant/applyFor', {
    joiner,
    runners: [runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone, gender })],
  });
  expect(res.status).toBe(200);
  const proof = { joinSeq: String(res.body.joinSeq), joinerName: joiner.joinerName, cellphone: joiner.cellphone };
  const found = await api('POST', '/api/untact/search', proof);
  expect(found.status).toBe(200);
  return { proof, runnerSeq: found.body.runners[0].runnerSeq as number, search: found.body, joinHash: res.body.joinHash as string };
}

/** Staff confirm the payment of the registration of `proof` (CMPL): only paid runs rank and are certified. */
export async function payFor(proof: { joinSeq: string }) {
  const res = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: proof.joinSeq });
  expect(res.status).toBe(200);
}

/**
 * POST /api/untact/upload with `content` as the file (omitted: no file part), from a client address
 * of its own unless `headers` name one (uploads are limited per client).
 */
export async function upload(
  proof: Record<string, string>,
  runnerSeq: number,
  content?: string | Buffer,
  fileName = 'run.gpx',
  headers: Record<string, string> = { 'x-forwarded-for': freshClientIp() },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(proof)) form.set(k, v);
  form.set('runnerSeq', String(runnerSeq));
  if (content !== undefined) form.set('file', new Blob([new Uint8Array(Buffer.from(content))]), fileName);
  const res = await fetch(`${BASE_URL}/api/untact/upload`, { method: 'POST', body: form, headers });
  const text = await res.text();
  let body: any = text; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

/** A clean hand-made 10 km run at 5:00 /km that started two hours ago (inside the demo activity window). */
export function cleanTenKm(): string {
  return toGpx11(straightRun(100, 100, 30, new Date(Date.now() - 2 * 3600_000)));
}

/** A fixture of tests/fixtures/untact (see the README there for sources and licence). */
export function fixture(name: string): Buffer {
  return readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'untact', name));
}
