import { describe, expect, it } from 'vitest';
import { haversineMetres } from '@/lib/untact/geo';
import { adminApi } from '../helpers/admin';
import { seededTicket } from '../helpers/tickets';
import { api } from '../helpers/env';
import { cleanTenKm, registerUntact, upload } from '../helpers/untact';

const tenKmCourse = () => seededTicket('U10KM');

describe('GPS traces: stronger proof and a privacy zone', () => {
  it('the footprint needs the registration number (runnerSeq, name and phone are not enough)', async () => {
    const r = await registerUntact((await tenKmCourse()).ticketSeq);
    expect((await upload(r.proof, r.runnerSeq, cleanTenKm())).status).toBe(200);
    const own = { runnerSeq: r.runnerSeq, runnerName: r.proof.joinerName, cellphone: r.proof.cellphone };
    const without = await api('POST', '/api/v1/footprint', own);
    expect(without.status).toBe(400);
    expect(without.body.errorMessage).toBe('모든 항목을 입력해야 합니다.');
    expect(JSON.stringify(without.body)).not.toContain('latitude');
    const wrongNumber = String(((Number(r.proof.joinSeq) - 1000 + 1) % 9000) + 1000);
    expect((await api('POST', '/api/v1/footprint', { ...own, joinSeq: wrongNumber })).status).toBe(404);
    expect((await api('POST', '/api/v1/footprint', { ...own, joinSeq: r.proof.joinSeq })).status).toBe(200);
  });

  it('hides the 200 m around the start and the finish by default; the runner may turn it off; staff always see every point', async () => {
    const r = await registerUntact((await tenKmCourse()).ticketSeq);
    expect((await upload(r.proof, r.runnerSeq, cleanTenKm())).status).toBe(200);
    const body = { ...r.proof, runnerSeq: r.runnerSeq, runnerName: r.proof.joinerName };
    const staff = await adminApi('GET', `/api/admin/untact/footprint?runnerSeq=${r.runnerSeq}`);
    const all = staff.body.traces as Array<{ latitude: number; longitude: number }>;
    expect(all).toHaveLength(101);
    const [start, finish] = [all[0], all.at(-1)!];

    const shown = await api('POST', '/api/v1/footprint', body);
    expect(shown.body.privacyZone).toBe(true);
    const traces = shown.body.traces as Array<{ latitude: number; longitude: number }>;
    expect(traces.length).toBeGreaterThan(90);
    expect(traces.every((p) => haversineMetres(p, start) > 200 && haversineMetres(p, finish) > 200)).toBe(true);
    // Distance and time are those of the whole run.
    expect(shown.body.distance).toBe(10_000);

    const off = await api('POST', '/api/untact/privacy', { ...r.proof, runnerSeq: r.runnerSeq, privacyZone: false });
    expect(off.status).toBe(200);
    expect((await api('POST', '/api/v1/footprint', body)).body.traces).toHaveLength(101);
    expect((await api('POST', '/api/untact/privacy', { ...r.proof, runnerSeq: r.runnerSeq, privacyZone: true })).status).toBe(200);
    expect((await api('POST', '/api/v1/footprint', body)).body.traces).toHaveLength(traces.length);
    // Only the proven runner may change it.
    expect(
      (await api('POST', '/api/untact/privacy', { ...r.proof, cellphone: '01000000000', runnerSeq: r.runnerSeq, privacyZone: false }))
        .status,
    ).toBe(404);
  });
});
