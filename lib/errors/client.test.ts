import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorTextOf, isOverloaded, namesInErrorMessage } from './client';

describe('error texts of the public forms (spec §8)', () => {
  it('no response is A0001', () => {
    expect(errorTextOf(null, undefined)).toEqual({ key: 'errors.A0001' });
  });
  it('S0003 lists each sold-out course once', () => {
    const body = {
      errorCode: 'S0003',
      errorMessage: JSON.stringify({ data: [{ ticketName: '하프' }, { ticketName: '하프' }, { ticketName: '미니' }] }),
    };
    expect(errorTextOf(409, body)).toEqual({ key: 'errors.soldOut', values: { names: '하프, 미니' } });
  });
  it('S0004 lists the runners already registered', () => {
    const body = { errorCode: 'S0004', errorMessage: JSON.stringify({ data: [{ runnerName: '홍길동' }] }) };
    expect(errorTextOf(409, body)).toEqual({ key: 'errors.alreadyApplied', values: { names: '홍길동' } });
  });
  it('S0003 with an unreadable message still says sold out', () => {
    expect(errorTextOf(409, { errorCode: 'S0003', errorMessage: 'oops' })).toEqual({ key: 'errors.allSoldOut' });
  });
  it('429 is the generic too-many message whatever the body', () => {
    expect(errorTextOf(429, { errorCode: 'S0429', errorMessage: 'x' })).toEqual({ key: 'errors.tooMany' });
  });
  it('a limit per phone (429 L0001/L0002) shows its own message', () => {
    const body = { errorCode: 'L0001', errorMessage: '이 연락처로는 이번 대회에 10건까지 신청할 수 있습니다.' };
    expect(errorTextOf(429, body)).toEqual({ text: body.errorMessage });
    expect(errorTextOf(429, { errorCode: 'L0002', errorMessage: '오늘 이 번호로 보낼 수 있는 문자를 모두 보냈습니다.' })).toEqual({
      text: '오늘 이 번호로 보낼 수 있는 문자를 모두 보냈습니다.',
    });
  });
  it('S0001 is a generic not-found', () => {
    expect(errorTextOf(404, { errorCode: 'S0001', errorMessage: '{"message":"lookup"}' })).toEqual({ key: 'search.notFound' });
  });
  it('a 400 shows the server message; a 500 never shows internals', () => {
    expect(errorTextOf(400, { errorCode: 'V0001', errorMessage: '생년월일을 확인해 주세요.' })).toEqual({
      text: '생년월일을 확인해 주세요.',
    });
    expect(errorTextOf(500, { errorCode: 'A0001', errorMessage: 'boom' })).toEqual({ key: 'errors.A0001' });
    expect(errorTextOf(400, 'not json')).toEqual({ key: 'errors.applicationFailed' });
  });
  it('names ignores malformed entries', () => {
    expect(namesInErrorMessage(JSON.stringify({ data: [{ ticketName: '' }, {}, { ticketName: 'A' }] }), 'ticketName')).toEqual(['A']);
    expect(namesInErrorMessage(undefined, 'runnerName')).toEqual([]);
  });
  it('reads only codes the catalogue knows', () => {
    expect(errorCodeOf({ errorCode: 'S0003' })).toBe('S0003');
    expect(errorCodeOf({ errorCode: 'X9999' })).toBeNull();
    expect(errorCodeOf({ errorCode: 'toString' })).toBeNull();
    expect(errorCodeOf('S0003')).toBeNull();
  });
  it('only a 503 Q0001 is the busy answer the waiting room retries', () => {
    expect(isOverloaded({ status: 503, body: { errorCode: 'Q0001' } })).toBe(true);
    expect(isOverloaded({ status: 503, body: { errorCode: 'S0503' } })).toBe(false);
    expect(isOverloaded({ status: 409, body: { errorCode: 'Q0001' } })).toBe(false);
    expect(isOverloaded({ status: null, body: undefined })).toBe(false);
  });
});
