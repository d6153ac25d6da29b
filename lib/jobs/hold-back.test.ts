import { describe, expect, it } from 'vitest';
import { holdsBack, MAX_YIELD_MS } from './hold-back';

describe('holdsBack', () => {
  it('holds a delivery back up to 5 s at a time while applications are accepted, then lets one batch run', () => {
    expect(holdsBack('briefly', 0)).toBe(true);
    expect(holdsBack('briefly', MAX_YIELD_MS - 1)).toBe(true);
    expect(holdsBack('briefly', MAX_YIELD_MS)).toBe(false);
  });

  it('holds work nobody waits for back for as long as the process is busy', () => {
    expect(holdsBack('untilIdle', 0)).toBe(true);
    expect(holdsBack('untilIdle', 10 * 60_000)).toBe(true);
  });
});
