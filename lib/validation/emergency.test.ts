import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bloodLabel, checkEmergency, emergencyOf, emergencyShape, parseBloodText } from './emergency';

const schema = z.object(emergencyShape).superRefine(checkEmergency);

describe('emergency fields', () => {
  it('are all optional: blank form values become null and consent false', () => {
    expect(emergencyOf(schema.parse({ emergencyName: '', emergencyPhone: '', emergencyRelation: '', bloodType: '', bloodRh: '' }))).toEqual(
      {
        emergencyName: null,
        emergencyPhone: null,
        emergencyRelation: null,
        bloodType: null,
        bloodRh: null,
        finishSms: false,
        finishSmsEmergency: false,
      },
    );
  });

  it('keep a contact with name, phone (hyphens dropped) and relation', () => {
    const v = schema.parse({
      emergencyName: '김 영희',
      emergencyPhone: '010-1234-5678',
      emergencyRelation: '배우자',
      bloodType: 'AB',
      bloodRh: '-',
      finishSmsEmergency: true,
    });
    expect(v).toMatchObject({
      emergencyName: '김 영희',
      emergencyPhone: '01012345678',
      bloodType: 'AB',
      bloodRh: '-',
      finishSmsEmergency: true,
    });
  });

  it('need both name and phone, and a mobile for the finish SMS to the contact', () => {
    const messages = (v: unknown) => schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages({ emergencyName: '김영희' })).toEqual(['emergencyPhone:validation.emergencyPhoneMissing']);
    expect(messages({ emergencyPhone: '0421234567' })).toEqual(['emergencyName:validation.emergencyNameMissing']);
    expect(messages({ emergencyName: '김영희', emergencyPhone: '0421234567', finishSmsEmergency: true })).toEqual([
      'finishSmsEmergency:validation.finishSmsEmergency',
    ]);
    expect(messages({ emergencyName: '김영희', emergencyPhone: '12345' })).toEqual(['emergencyPhone:validation.emergencyPhone']);
    expect(messages({ bloodType: 'C' })).toEqual(['bloodType:validation.bloodType']);
  });
});

describe('blood types as written', () => {
  it.each([
    ['A', 'A', null],
    ['AB형', 'AB', null],
    ['O+', 'O', '+'],
    ['Rh- B', 'B', '-'],
    ['b형 rh+', 'B', '+'],
    ['RH음성 A', 'A', '-'],
  ])('%s', (text, type, rh) => {
    expect(parseBloodText(text)).toEqual({ bloodType: type, bloodRh: rh });
  });
  it('empty is null, nonsense undefined', () => {
    expect(parseBloodText(' ')).toBeNull();
    expect(parseBloodText('X')).toBeUndefined();
  });
  it('labels', () => {
    expect(bloodLabel('AB', '-')).toBe('AB형 Rh-');
    expect(bloodLabel('O', null, false)).toBe('O');
    expect(bloodLabel(null, null)).toBe('');
  });
});
