import { describe, expect, it } from 'vitest';
import { addBusyProbe, processBusy } from './pressure.mjs';

describe('processBusy', () => {
  it('is true while any registered probe says its work is under way', () => {
    let applications = 0;
    let imports = 0;
    addBusyProbe(() => applications > 0);
    addBusyProbe(() => imports > 0);
    expect(processBusy()).toBe(false);
    applications = 3;
    expect(processBusy()).toBe(true);
    applications = 0;
    imports = 1;
    expect(processBusy()).toBe(true);
    imports = 0;
    expect(processBusy()).toBe(false);
  });
});
