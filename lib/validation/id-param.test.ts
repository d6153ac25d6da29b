import { describe, expect, it } from 'vitest';
import { idParam, MAX_ID, parseId } from './id-param';

describe('parseId', () => {
  it('accepts JSON integers and plain decimal strings in 1..2^31-1', () => {
    expect(parseId(3)).toBe(3);
    expect(parseId('3')).toBe(3);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    true,
    false,
    null,
    undefined,
    [3],
    { id: 3 },
    '0x1',
    '1e0',
    '3.0',
    3.5,
    '+3',
    '-3',
    ' 3',
    '03',
    '',
    '0',
    0,
    -1,
    '2147483648',
    2147483648,
    Number.NaN,
    Infinity,
    '99999999999999999999',
  ])('refuses %j', (v) => {
    expect(parseId(v)).toBeNull();
  });
});

describe('idParam', () => {
  it('gives the number or a 400-worthy issue with the given message', () => {
    expect(idParam().parse('42')).toBe(42);
    const r = idParam('validation.course').safeParse('1e0');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('validation.course');
  });
});
