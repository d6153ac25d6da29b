import { describe, expect, it } from 'vitest';
import { noticeSchema } from './board';
import { eventInfoSchema, ticketSettingsSchema } from './events';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? 'ok' : r.error!.issues[0].message;

describe('English fields of the edition (event info form)', () => {
  it('takes English name, subtitle and organiser, trimmed; left out = kept (undefined), empty = cleared (null)', () => {
    const r = eventInfoSchema.parse({ eventNameEn: ' 24th Daecheong Lake Marathon ', subscriptEn: '' });
    expect(r.eventNameEn).toBe('24th Daecheong Lake Marathon');
    expect(r.subscriptEn).toBeNull();
    expect(r.organizerEn).toBeUndefined();
  });

  it('applies the Korean fields’ rules: control characters and lengths', () => {
    expect(firstMessage(eventInfoSchema.safeParse({ eventNameEn: 'Race\u0000' }))).toBe('validation.controlChars');
    expect(firstMessage(eventInfoSchema.safeParse({ eventNameEn: 'x'.repeat(101) }))).toBe('events.errors.eventNameEn');
    expect(firstMessage(eventInfoSchema.safeParse({ subscriptEn: 'x'.repeat(201) }))).toBe('events.errors.subscript');
    expect(firstMessage(eventInfoSchema.safeParse({ organizerEn: 'x'.repeat(101) }))).toBe('events.errors.organizer');
    expect(firstMessage(eventInfoSchema.safeParse({ organizerEn: 42 }))).toBe('events.errors.organizer');
  });
});

describe('English fields of a course (ticket settings)', () => {
  const base = { ticketSeq: 1, ticketPrice: 35000, acceptable: 1000 };

  it('takes an English name and souvenir; left out = kept, empty = cleared', () => {
    const r = ticketSettingsSchema.parse({ ...base, ticketNameEn: ' Half ', souvenirEn: '' });
    expect(r.ticketNameEn).toBe('Half');
    expect(r.souvenirEn).toBeNull();
    expect(ticketSettingsSchema.parse(base).ticketNameEn).toBeUndefined();
  });

  it('refuses control characters and over-long names', () => {
    expect(firstMessage(ticketSettingsSchema.safeParse({ ...base, ticketNameEn: 'Half\u0007' }))).toBe('validation.controlChars');
    expect(firstMessage(ticketSettingsSchema.safeParse({ ...base, ticketNameEn: 'x'.repeat(51) }))).toBe('events.errors.ticketNameEn');
    expect(firstMessage(ticketSettingsSchema.safeParse({ ...base, souvenirEn: 'x'.repeat(51) }))).toBe('events.errors.souvenirEn');
  });
});

describe('English fields of a notice', () => {
  const base = { title: '교통 통제 안내', content: '<p>통제</p>' };

  it('takes an English title and content; left out = kept (undefined), empty or null = cleared (null)', () => {
    const r = noticeSchema.parse({ ...base, titleEn: ' Road closures ', contentEn: '<p>Closed</p>' });
    expect(r.titleEn).toBe('Road closures');
    expect(r.contentEn).toBe('<p>Closed</p>');
    const kept = noticeSchema.parse(base);
    expect(kept.titleEn).toBeUndefined();
    expect(kept.contentEn).toBeUndefined();
    const cleared = noticeSchema.parse({ ...base, titleEn: '  ', contentEn: null });
    expect(cleared.titleEn).toBeNull();
    expect(cleared.contentEn).toBeNull();
  });

  it('refuses control characters, a title over 200 characters and a non-text value', () => {
    expect(firstMessage(noticeSchema.safeParse({ ...base, titleEn: 'a\u0000b' }))).toBe('validation.controlChars');
    expect(firstMessage(noticeSchema.safeParse({ ...base, contentEn: 'a\u001bb' }))).toBe('validation.controlChars');
    expect(firstMessage(noticeSchema.safeParse({ ...base, titleEn: 'x'.repeat(201) }))).toBe('board.errors.titleLong');
    expect(noticeSchema.safeParse({ ...base, titleEn: 5 }).success).toBe(false);
  });
});
