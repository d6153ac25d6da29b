import http from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * One HTTP/1.1 request to `base` (`http://host:port`) on a fresh connection, from `localAddress`
 * (another loopback address is another client to the site and to nginx). Unlike fetch it sends the
 * Cookie and X-Forwarded-For headers exactly as given, and the source address can be chosen.
 * A non-string body goes as JSON.
 */
export function rawRequest(
  base: string,
  method: string,
  urlPath: string,
  opts: { body?: unknown; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(urlPath, base);
  const data = opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: false,
        localAddress: opts.localAddress,
        headers: {
          ...(data === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}
