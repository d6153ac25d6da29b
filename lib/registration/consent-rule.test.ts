import { describe, expect, it } from 'vitest';
import { consentToRecord } from './consent-rule';

describe('the consent version a registration records', () => {
  it('records the version the form showed while it is the one in force', () => {
    expect(consentToRecord(3, 3)).toBe(3);
  });
  it('refuses texts older (or other) than the ones in force: the runner never saw the new texts', () => {
    expect(consentToRecord(2, 3)).toBe('outdated');
    expect(consentToRecord(4, 3)).toBe('outdated');
    // Texts shown by a form on a site whose published texts were all withdrawn.
    expect(consentToRecord(1, null)).toBe('outdated');
  });
  it('records the version in force when no texts were shown (staff proxy entries, API clients)', () => {
    expect(consentToRecord(undefined, 3)).toBe(3);
    expect(consentToRecord(null, 3)).toBe(3);
    expect(consentToRecord(null, null)).toBeNull();
  });
});
