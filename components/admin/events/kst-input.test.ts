import { describe, expect, it } from 'vitest';
import { fromKstInput, toKstInput } from './kst-input';

describe('KST datetime inputs of the ticket settings', () => {
  it('shows an instant as KST wall-clock time and reads it back as the same instant', () => {
    expect(toKstInput('2026-04-28T01:00:00.000Z')).toBe('2026-04-28T10:00');
    expect(new Date(fromKstInput('2026-04-28T10:00')).toISOString()).toBe('2026-04-28T01:00:00.000Z');
    expect(toKstInput(null)).toBe('');
    expect(fromKstInput('')).toBe('');
  });
});
