import { describe, expect, it } from 'vitest';
import { runnerIdentity, hasDuplicateRunners } from './group';
import { nameKey } from './name-key';

describe('nameKey (spec §5 duplicate rules)', () => {
  it('ignores letter case, runs of white space and surrounding space', () => {
    expect(nameKey('Team Alpha')).toBe('team alpha');
    expect(nameKey('  TEAM \t ALPHA ')).toBe('team alpha');
    expect(nameKey('KIMMINSU')).toBe(nameKey('Kimminsu'));
  });

  it('compares Korean names in their composed form (NFC)', () => {
    const decomposed = '김민수'.normalize('NFD');
    expect(decomposed).not.toBe('김민수');
    expect(nameKey(decomposed)).toBe('김민수');
  });

  it('makes the runner identity and the in-list duplicate check case-blind', () => {
    const a = { runnerName: 'Kimminsu', cellphone: '01012345678', birthday: '19900101' };
    expect(runnerIdentity(a)).toBe(runnerIdentity({ ...a, runnerName: 'KIMMINSU' }));
    expect(hasDuplicateRunners([a, { ...a, runnerName: 'kimMinsu' }])).toBe(true);
    expect(hasDuplicateRunners([a, { ...a, birthday: '19900102' }])).toBe(false);
  });
});
