import { describe, expect, it } from 'vitest';
import { joinSeqOfQuery, proxyPageMove, proxyPageOf } from './proxy-page';

describe('proxy pages (spec §2)', () => {
  it('reads a four-digit registration number from the query, else a new registration', () => {
    expect(joinSeqOfQuery('0042')).toBe(42);
    expect(joinSeqOfQuery(['1234', '5678'])).toBe(1234);
    expect(joinSeqOfQuery('42')).toBeNull();
    expect(joinSeqOfQuery(undefined)).toBeNull();
  });

  it('edits a registration with a group name on the group page and every other on the individual page', () => {
    expect(proxyPageOf({ exponent: '달리는 사람들' })).toBe('group');
    expect(proxyPageOf({ exponent: null })).toBe('individual');
    expect(proxyPageOf({ exponent: '' })).toBe('individual');
  });

  it('moves a registration opened on the wrong page to its own, with the spec message', () => {
    expect(proxyPageMove('group', 7)).toEqual({ messageKey: 'groupEditOnly', href: '/user/reception/application/group?joinSeq=0007' });
    expect(proxyPageMove('individual', 1234)).toEqual({
      messageKey: 'notGroup',
      href: '/user/reception/application/individual?joinSeq=1234',
    });
  });
});
