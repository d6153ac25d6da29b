import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { requestHeadOf, urlOf } from './node-request';

function nodeRequest(url: string, headers: Record<string, string | string[]>): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.url = url;
  req.headers = headers;
  return req;
}

describe('requestHeadOf', () => {
  it('reads headers as Headers.get does: any case, repeated ones joined, absent ones null', () => {
    const head = requestHeadOf(
      nodeRequest('/api/applicant/applyFor', { host: 'run.example', 'x-dup': ['a', 'b'], origin: 'https://run.example' }),
    );
    expect(head.headers.get('Origin')).toBe('https://run.example');
    expect(head.headers.get('x-dup')).toBe('a, b');
    expect(head.headers.get('sec-fetch-site')).toBeNull();
    expect(head.headers.get('x-dup')).toBe(
      new Headers([
        ['x-dup', 'a'],
        ['x-dup', 'b'],
      ]).get('x-dup'),
    );
  });

  it('builds the URL from the Host, and the scheme a trusted proxy forwards', () => {
    const https = nodeRequest('/a?b=1', { host: 'run.example', 'x-forwarded-proto': 'https' });
    expect(urlOf(https, true)).toBe('https://run.example/a?b=1');
    // Without a trusted proxy the header is the client's own say.
    expect(urlOf(https, false)).toBe('http://run.example/a?b=1');
    expect(urlOf(nodeRequest('/a', { host: 'run.example', 'x-forwarded-proto': 'gopher' }), true)).toBe('http://run.example/a');
    expect(urlOf(nodeRequest('/a', {}), true)).toBe('http://localhost/a');
  });
});
