import { describe, expect, it } from 'vitest';
import { currentPage, PUBLIC_SECTIONS, sectionOf } from './site-sections';

describe('the public site map', () => {
  it('puts each page in the section that holds it most closely', () => {
    expect(sectionOf('/record', PUBLIC_SECTIONS)?.id).toBe('record');
    expect(sectionOf('/record/total', PUBLIC_SECTIONS)?.id).toBe('record');
    expect(sectionOf('/record/untact', PUBLIC_SECTIONS)?.id).toBe('untact');
    expect(sectionOf('/record/print-record', PUBLIC_SECTIONS)?.id).toBe('untact');
    expect(sectionOf('/dashboard/notice/12', PUBLIC_SECTIONS)?.id).toBe('dashboard');
    expect(sectionOf('/', PUBLIC_SECTIONS)).toBeNull();
  });
  it('marks the page shown, or the list above a post, as current', () => {
    const record = PUBLIC_SECTIONS.find((s) => s.id === 'record')!;
    expect(currentPage(record.pages, '/record/total')).toBe('/record/total');
    const news = PUBLIC_SECTIONS.find((s) => s.id === 'dashboard')!;
    expect(currentPage(news.pages, '/dashboard/notice/3')).toBe('/dashboard/notice');
    expect(currentPage(news.pages, '/dashboard/qna/question')).toBe('/dashboard/qna/question');
  });
  it('lists every page once', () => {
    const all = PUBLIC_SECTIONS.flatMap((s) => s.pages.map((p) => p.href));
    expect(new Set(all).size).toBe(all.length);
  });
});
