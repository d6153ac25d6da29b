import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import {
  applicationExportSchema,
  applicationSearchSchema,
  confirmBodySchema,
  confirmStatusSchema,
  paidSearchSchema,
  parseReception,
} from './reception';

const keyOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof ApiError ? e.messageKey : String(e);
  }
  return null;
};

describe('reception query and body schemas', () => {
  it('defaults to page 1 of 10 and keeps only given filters', () => {
    expect(parseReception(applicationSearchSchema, { joinerName: ' 김민수 ', gender: '', ticketSeq: '3', joinSeq: '0123' })).toEqual({
      pageNo: 1,
      rowCount: 10,
      joinerName: '김민수',
      gender: undefined,
      cellphone: undefined,
      ticketSeq: 3,
      joinSeq: 123,
    });
  });
  it('refuses rows per page outside 10-50 and a 5-digit registration number', () => {
    expect(keyOf(() => parseReception(applicationSearchSchema, { rowCount: '60' }))).toBe('reception.badRowCount');
    expect(keyOf(() => parseReception(applicationSearchSchema, { joinSeq: '12345' }))).toBe('reception.badJoinSeq');
  });
  it('needs a purpose for an export', () => {
    expect(keyOf(() => parseReception(applicationExportSchema, {}))).toBe('reception.purposeRequired');
    expect(parseReception(applicationExportSchema, { purpose: ' 배번 인쇄 ' }).purpose).toBe('배번 인쇄');
  });
  it('refuses an end date before the start date, accepts the same day', () => {
    expect(keyOf(() => parseReception(paidSearchSchema, { startDate: '2025-05-02', endDate: '2025-05-01' }))).toBe(
      'reception.endBeforeStart',
    );
    expect(parseReception(paidSearchSchema, { startDate: '2025-05-01', endDate: '2025-05-01' }).endDate).toBe('2025-05-01');
    expect(keyOf(() => parseReception(paidSearchSchema, { startDate: '05/01/2025' }))).toBe('reception.badDate');
  });
  it('reads the confirmation: status required, comma list of joinSeqs, optional deposit', () => {
    expect(keyOf(() => parseReception(confirmStatusSchema, 'DONE'))).toBe('reception.statusRequired');
    expect(parseReception(confirmBodySchema, { joinSeqs: '1234, 5678,1234', deposit: '' })).toEqual({
      joinSeqs: [1234, 5678],
      deposit: null,
    });
    expect(parseReception(confirmBodySchema, { joinSeqs: 1234, deposit: 35000 })).toEqual({ joinSeqs: [1234], deposit: 35000 });
    expect(keyOf(() => parseReception(confirmBodySchema, { joinSeqs: '' }))).toBe('reception.checkOne');
    expect(keyOf(() => parseReception(confirmBodySchema, {}))).toBe('reception.checkOne');
    expect(keyOf(() => parseReception(confirmBodySchema, { joinSeqs: '1234', deposit: 1.5 }))).toBe('reception.badDeposit');
  });
});

describe('enum filters', () => {
  it('treat an empty value as absent and name a wrong one', () => {
    expect(parseReception(paidSearchSchema, { paymentStatus: '' }).paymentStatus).toBeUndefined();
    expect(keyOf(() => parseReception(paidSearchSchema, { paymentStatus: 'DONE' }))).toBe('reception.badStatus');
    expect(keyOf(() => parseReception(applicationSearchSchema, { gender: 'X' }))).toBe('reception.badGender');
  });
});
