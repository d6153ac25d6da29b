import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHED_ROUTES, pageRoute, PUBLIC_PAGE_REVALIDATE_S } from './cached-routes';

const route = (url: string) => {
  const u = new URL(url, 'http://site.test');
  return pageRoute(u.pathname, u.searchParams);
};

describe('pageRoute (which pages are served from the cache)', () => {
  it('caches home, guide, course, trekking, the notice list and each notice, and the gallery', () => {
    for (const p of ['/', '/guide', '/course', '/trekking', '/dashboard/notice', '/dashboard/notice/12', '/dashboard/gallery'])
      expect(route(p)).toEqual({ cached: true, path: p });
  });

  it('ignores queries that do not choose what a page shows (campaign tags), and pageNo=1', () => {
    expect(route('/?utm_source=sms')).toEqual({ cached: true, path: '/' });
    expect(route('/dashboard/notice?pageNo=1')).toEqual({ cached: true, path: '/dashboard/notice' });
  });

  it('sends other list pages and searches to the per-request twin', () => {
    expect(route('/dashboard/notice?pageNo=2')).toEqual({ cached: false, path: '/dashboard/notice/query' });
    expect(route('/dashboard/notice?searchKey=title&searchValue=%EB%B0%B0%EB%B2%88')).toEqual({
      cached: false,
      path: '/dashboard/notice/query',
    });
    // an empty search still reaches the list, which answers the spec's 'enter a search word'
    expect(route('/dashboard/notice?searchKey=title&searchValue=')).toEqual({ cached: false, path: '/dashboard/notice/query' });
    expect(route('/dashboard/gallery?pageNo=3')).toEqual({ cached: false, path: '/dashboard/gallery/query' });
    // a runner's photos by bib are the gallery's own query; the notice list does not take it
    expect(route('/dashboard/gallery?backNo=104')).toEqual({ cached: false, path: '/dashboard/gallery/query' });
    expect(route('/dashboard/gallery?backNo=104&holdRound=23')).toEqual({ cached: false, path: '/dashboard/gallery/query' });
    expect(route('/dashboard/notice?backNo=104')).toEqual({ cached: true, path: '/dashboard/notice' });
  });

  it('never caches personal pages: apply, lookup, Q&A, records, the staff console', () => {
    for (const p of [
      '/apply/individual',
      '/apply/search',
      '/apply/success',
      '/dashboard/qna',
      '/dashboard/qna/3',
      '/record',
      '/record/untact',
      '/user/login',
      '/user/board/notice',
      '/dashboard/notice/query',
      '/dashboard/notice/0',
      '/dashboard/notice/abc',
      '/guide/extra',
    ])
      expect(route(p).cached, p).toBe(false);
  });

  it('matches the revalidate window every cached page exports (Next needs it as a literal there)', () => {
    const pages = [
      '(public)/page.tsx',
      '(public)/guide/page.tsx',
      '(public)/course/page.tsx',
      '(public)/trekking/page.tsx',
      '(public)/dashboard/notice/page.tsx',
      '(public)/dashboard/notice/[postNo]/page.tsx',
      '(public)/dashboard/gallery/page.tsx',
      '(public)/record/live/page.tsx',
    ];
    expect(pages).toHaveLength(CACHED_ROUTES.length);
    for (const p of pages) {
      const source = readFileSync(path.join(process.cwd(), 'app/[locale]', p), 'utf8');
      expect(source, p).toContain(`export const revalidate = ${PUBLIC_PAGE_REVALIDATE_S};`);
      expect(source, p).not.toContain('force-dynamic');
    }
  });
});
