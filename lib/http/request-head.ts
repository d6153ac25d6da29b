/**
 * What the request checks read of a request: its URL and its headers, nothing of its body. A web
 * `Request` (a route handler's) is one; so is the head of a node request that the server entry serves
 * itself (server/node-request.ts), which never builds a web Request. Checks that take a RequestHead
 * (content type, origin, locale, arrival time) therefore run the same under Next and in the server entry.
 */
export interface RequestHead {
  /** The absolute URL the visitor asked for (scheme from X-Forwarded-Proto behind a proxy). */
  readonly url: string;
  /** Header values by case-insensitive name, repeated headers joined with ', ' (as `Headers.get`). */
  readonly headers: { get(name: string): string | null };
}
