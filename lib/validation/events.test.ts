import { describe, expect, it } from 'vitest';
import { eventInfoSchema, ticketSettingsSchema } from './events';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? 'ok' : r.error!.issues[0].message;

describe('event info (spec §3) and ticket settings', () => {
  it('accepts the event fields, clearing empty optional ones', () => {
    const r = eventInfoSchema.parse({
      eventName: '제24회 대청호 마라톤',
      homeUrl: '',
      email: 'office@example.kr',
      companyNo: '123-45-67890',
      cellphone: '0421234567',
      accountNo: '301-0000-1234-11',
    });
    expect(r).toMatchObject({ eventName: '제24회 대청호 마라톤', homeUrl: null, email: 'office@example.kr' });
    expect(r.subscript).toBeUndefined();
  });

  it('keeps fields a partial update leaves out (undefined), clears fields sent empty (null)', () => {
    const r = eventInfoSchema.parse({ accountNo: '301-0000-1234-11', organizer: '' });
    expect(r).toEqual({
      accountNo: '301-0000-1234-11',
      organizer: null,
      eventName: undefined,
      eventCode: undefined,
      subscript: undefined,
      homeUrl: undefined,
      companyNo: undefined,
      managerName: undefined,
      cellphone: undefined,
      email: undefined,
    });
    expect(firstMessage(eventInfoSchema.safeParse({ organizer: 'a\u0000b' }))).toBe('validation.controlChars');
  });

  it('refuses a missing name, a non-http homepage, a bad email, company number or phone', () => {
    expect(firstMessage(eventInfoSchema.safeParse({ eventName: '' }))).toBe('events.errors.eventName');
    expect(firstMessage(eventInfoSchema.safeParse({ eventName: ' ' }))).toBe('events.errors.eventName');
    expect(firstMessage(eventInfoSchema.safeParse({ eventName: '대회', homeUrl: 'javascript:alert(1)' }))).toBe('events.errors.homeUrl');
    expect(firstMessage(eventInfoSchema.safeParse({ eventName: '대회', email: 'nope' }))).toBe('events.errors.email');
    expect(firstMessage(eventInfoSchema.safeParse({ eventName: '대회', companyNo: '12345' }))).toBe('events.errors.companyNo');
    expect(firstMessage(eventInfoSchema.safeParse({ eventName: '대회', cellphone: '010-1234-5678' }))).toBe('validation.phone');
  });

  it('reads KST sale times, normalises options and requires open before close', () => {
    const t = ticketSettingsSchema.parse({
      ticketSeq: 1,
      ticketPrice: '35000',
      acceptable: 1000,
      saleOpenTime: '2026-04-28T10:00:00+09:00',
      saleCloseTime: '',
      choiceOption: ' 95, 100 ,,110 ',
    });
    expect(t.saleOpenTime?.toISOString()).toBe('2026-04-28T01:00:00.000Z');
    expect(t.saleCloseTime).toBeNull();
    expect(t.choiceOption).toBe('95,100,110');
    expect(
      firstMessage(
        ticketSettingsSchema.safeParse({
          ticketSeq: 1,
          ticketPrice: 1,
          acceptable: 1,
          saleOpenTime: '2026-05-01T10:00:00+09:00',
          saleCloseTime: '2026-04-01T10:00:00+09:00',
        }),
      ),
    ).toBe('events.errors.saleOrder');
    expect(firstMessage(ticketSettingsSchema.safeParse({ ticketSeq: 1, ticketPrice: -1, acceptable: 1 }))).toBe('events.errors.price');
    expect(firstMessage(ticketSettingsSchema.safeParse({ ticketSeq: 1, ticketPrice: 1, acceptable: 1.5 }))).toBe('events.errors.capacity');
    expect(firstMessage(ticketSettingsSchema.safeParse({ ticketSeq: 1, ticketPrice: 1, acceptable: 1, choiceOption: '100,100' }))).toBe(
      'events.errors.options',
    );
    expect(firstMessage(ticketSettingsSchema.safeParse({ ticketSeq: 1, ticketPrice: 1, acceptable: 1, saleOpenTime: 'tomorrow' }))).toBe(
      'events.errors.saleTime',
    );
  });
});
