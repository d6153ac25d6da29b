import { describe, expect, it } from 'vitest';
import { arrivalOf } from './arrival.mjs';

const now = 1_764_150_000_000;
const req = (start?: string) => ({ headers: start === undefined ? {} : { 'x-request-start': start } });

describe('arrivalOf (the accept queue counts from the front door)', () => {
  it("takes the trusted proxy's stamp in seconds with milliseconds", () => {
    expect(arrivalOf(req(`t=${(now - 350) / 1000}`), true, now)).toBe(now - 350);
    expect(arrivalOf(req(`t=${(now - 2000) / 1000}`), true, now)).toBe(now - 2000);
  });

  it('ignores the header without a trusted proxy: a client cannot make itself look early or late', () => {
    expect(arrivalOf(req(`t=${(now - 5000) / 1000}`), false, now)).toBe(now);
  });

  it('counts a stamp in the future as now, and ignores one older than a minute or unreadable', () => {
    expect(arrivalOf(req(`t=${(now + 800) / 1000}`), true, now)).toBe(now);
    expect(arrivalOf(req(`t=${(now - 61_000) / 1000}`), true, now)).toBe(now);
    for (const bad of ['', 't=', 'abc', `${now}`, `t=${now}`, 't=1e9', 't=-5']) expect(arrivalOf(req(bad), true, now)).toBe(now);
    expect(arrivalOf(req(), true, now)).toBe(now);
  });
});
