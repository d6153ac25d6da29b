import { describe, expect, it } from 'vitest';
import { columnIndex, findColumns } from './columns';

describe('columns', () => {
  it('finds a column by its synonyms, blind to case and punctuation', () => {
    expect(columnIndex(['No.', '배 번', 'Chip ID'], ['배번', 'bib'])).toBe(1);
    expect(columnIndex(['No.', '배 번', 'Chip ID'], ['chip', '칩'])).toBe(2);
    expect(columnIndex(['a', 'b'], ['chip'])).toBe(-1);
  });
  it('names the columns missing', () => {
    expect(findColumns(['운송장번호'], { joinSeq: ['주문번호'], trackingNo: ['운송장번호'] })).toEqual({
      index: { joinSeq: -1, trackingNo: 0 },
      missing: ['joinSeq'],
    });
  });
});
