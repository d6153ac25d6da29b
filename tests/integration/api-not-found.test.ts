import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../helpers/env';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Unknown API paths answer the spec's JSON error body with 404, never the HTML page of a missing page. */
describe('unknown /api paths', () => {
  it.each(['/api/no-such-call', '/api/notice/1/extra', '/api', '/api/admin/no-such-call'])(
    '%s: 404 A0404 JSON for every method',
    async (path) => {
      for (const method of METHODS) {
        const res = await fetch(`${BASE_URL}${path}`, {
          method,
          headers: method === 'GET' || method === 'OPTIONS' ? {} : { 'content-type': 'application/json' },
          body: method === 'GET' || method === 'OPTIONS' ? undefined : '{}',
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ errorCode: 'A0404', errorMessage: '요청하신 API가 없습니다.' });
      }
      const head = await fetch(`${BASE_URL}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(404);
    },
  );

  it('answers in the visitor language', async () => {
    const res = await fetch(`${BASE_URL}/api/no-such-call`, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(await res.json()).toEqual({ errorCode: 'A0404', errorMessage: 'There is no such API.' });
  });

  it('leaves the routes that exist alone', async () => {
    const health = await fetch(`${BASE_URL}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(`${BASE_URL}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
