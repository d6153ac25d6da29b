import { describe, expect, it } from 'vitest';
import { localizedNotice } from './localized-notice';

const post = {
  postNo: 7,
  title: '교통 통제 안내',
  titleEn: 'Road closures',
  content: '<p>08:00부터 통제</p>',
  contentEn: null,
  prev: { postNo: 6, title: '이전 공지', titleEn: 'Previous notice' },
  next: { postNo: 8, title: '다음 공지', titleEn: null },
};

describe('localizedNotice', () => {
  it('shows English title and neighbours in English mode, Korean body when no English body was written', () => {
    const en = localizedNotice(post, 'en');
    expect(en.title).toBe('Road closures');
    expect(en.content).toBe('<p>08:00부터 통제</p>');
    expect(en.prev?.title).toBe('Previous notice');
    expect(en.next?.title).toBe('다음 공지');
  });

  it('changes nothing in Korean mode', () => {
    const ko = localizedNotice({ ...post, contentEn: '<p>From 08:00</p>' }, 'ko');
    expect(ko.title).toBe('교통 통제 안내');
    expect(ko.content).toBe('<p>08:00부터 통제</p>');
    expect(ko.prev?.title).toBe('이전 공지');
  });

  it('uses the English body when there is one', () => {
    expect(localizedNotice({ ...post, contentEn: '<p>From 08:00</p>' }, 'en').content).toBe('<p>From 08:00</p>');
  });
});
