import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  it('have the same keys in Korean and English', () => {
    const ko = keys(catalogues.ko).sort();
    const en = keys(catalogues.en).sort();
    expect(ko.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !ko.includes(k))).toEqual([]);
  });
  it('have no empty texts', () => {
    const empty = keys(catalogues.ko)
      .concat(keys(catalogues.en))
      .filter((k) => k.endsWith('.'));
    expect(empty).toEqual([]);
  });
});
