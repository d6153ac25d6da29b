import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized (English fields of editions, courses and notices)', () => {
  const course = { ticketName: '하프', ticketNameEn: 'Half marathon' };

  it('shows the English field in English mode', () => {
    expect(localized(course, 'ticketName', 'en')).toBe('Half marathon');
  });

  it('shows the Korean field in Korean mode even when an English one exists', () => {
    expect(localized(course, 'ticketName', 'ko')).toBe('하프');
  });

  it('falls back to Korean when the English field is null, absent, empty or blank', () => {
    expect(localized({ title: '공지', titleEn: null }, 'title', 'en')).toBe('공지');
    expect(localized({ title: '공지' }, 'title', 'en')).toBe('공지');
    expect(localized({ title: '공지', titleEn: '' }, 'title', 'en')).toBe('공지');
    expect(localized({ title: '공지', titleEn: '  \n' }, 'title', 'en')).toBe('공지');
  });

  it('keeps a missing Korean value missing when there is no English either (optional event fields)', () => {
    expect(localized({ subscript: null, subscriptEn: null }, 'subscript', 'en')).toBeNull();
    expect(localized({ subscript: null, subscriptEn: 'A festival' }, 'subscript', 'en')).toBe('A festival');
  });
});
