import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError, type ZodType, type z } from 'zod';
import type { Locale } from '@/i18n/config';
import { localeOfRequest, translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/log/logger';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { hasControlChars } from '@/lib/validation/fields';
import { PUBLIC_JSON_MAX_BYTES, readBodyCapped } from './body-limit';
import { hasBodyKind } from './content-type';
import { ApiError, badRequest, bodyTooLarge, crossOrigin, internalError, invalidField, unsupportedContentType } from '@/lib/errors';
import { isForeignOrigin } from './same-origin';
import type { RequestHead } from './request-head';

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * Wraps a route handler: ApiError -> its JSON, ZodError -> 400 with the spec message of the first
 * problem (in the visitor's locale), anything else -> 500 A0001 without internals (logged by id only).
 * Every answer carries `Cache-Control: private, no-store` unless the route set its own: an answer is
 * kept by a shared cache only when its route says so (the public counts, notices, photos).
 */
export function apiHandler<C = unknown>(fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return privateByDefault(await fn(req, ctx));
    } catch (err) {
      return privateByDefault(errorResponse(req, err));
    }
  };
}

/** The Cache-Control of an API answer that does not declare its own (README: nothing personal is cached). */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * `res` with `Cache-Control: private, no-store` when it sets none. A Response with immutable headers
 * (Response.redirect) is copied.
 */
export function privateByDefault(res: Response): Response {
  if (res.headers.has('cache-control')) return res;
  try {
    res.headers.set('cache-control', PRIVATE_NO_STORE);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    headers.set('cache-control', PRIVATE_NO_STORE);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}

/**
 * The spec §7 error body of `err` in `locale`: its catalogue message when it has a key, else its own
 * text (the JSON of S0001/S0003/S0004), and its extra fields (the `field` of a V0001).
 */
export function apiErrorBody(err: ApiError, locale: Locale): { errorCode: string; errorMessage: string; [field: string]: unknown } {
  const errorMessage = err.messageKey ? translate(locale, err.messageKey, err.messageValues) : err.errorMessage;
  return { errorCode: err.errorCode, errorMessage, ...err.fields };
}

/** A cookie an answer sets (the options both NextResponse and npm `cookie` take). */
export interface AnswerCookie {
  name: string;
  value: string;
  options: { path?: string; maxAge?: number; httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; secure?: boolean };
}

/** A JSON answer of `data` (status 200 unless `init.status`, with `init.headers` and `init.cookies`). */
export function jsonAnswer(
  _req: Request,
  data: unknown,
  init: { status?: number; headers?: Record<string, string>; cookies?: AnswerCookie[] } = {},
): Response {
  const { cookies = [], ...responseInit } = init;
  const res = NextResponse.json(data, responseInit);
  for (const c of cookies) res.cookies.set(c.name, c.value, c.options);
  return res;
}

/**
 * The ApiError a route answers for `err`, whatever was thrown (see apiHandler): itself, a ZodError's
 * first problem as 400 V0001, anything else 500 A0001, logged with its stack and the request's path
 * (never the body: it holds personal data).
 */
export function apiErrorOf(err: unknown, path: string): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof ZodError) return invalidField(issueMessageKey(err.issues), err.issues[0]?.path.join('.'));
  logger.error(
    { err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err), path },
    'unhandled error',
  );
  return internalError();
}

/** The answer to `err` thrown by a route: see apiHandler. */
export function errorResponse(req: Request, err: unknown): Response {
  const e = apiErrorOf(err, new URL(req.url).pathname);
  return jsonAnswer(req, apiErrorBody(e, localeOfRequest(req)), { status: e.status, headers: e.headers });
}

export interface ParseJsonOptions {
  /** Largest body in bytes, counted while streaming (default PUBLIC_JSON_MAX_BYTES, 64 kB). */
  maxBytes?: number;
}

/**
 * Reads a JSON body and parses it with `schema` (spec §7 public calls; the one entry point for JSON
 * bodies, so every state-changing public call gets these checks, each a 4xx that changes nothing):
 * - Content-Type must be `application/json` (415 V0415): a text/plain form, which a browser posts
 *   cross-site without a preflight, never reaches a handler;
 * - an `Origin` (or `Sec-Fetch-Site`) header, when present, must be this site's (403 A0419);
 * - the body is at most `maxBytes`, counted while it streams in (413 V0413);
 * - malformed JSON is a 400, and a string holding a control character (NUL, …) anywhere in the body
 *   is a 400 `validation.controlChars`, before the schema runs.
 */
export async function parseJson<S extends ZodType>(req: Request, schema: S, opts: ParseJsonOptions = {}): Promise<z.infer<S>> {
  checkJsonHead(req);
  return parseJsonBytes(await readBodyCapped(req, opts.maxBytes ?? PUBLIC_JSON_MAX_BYTES), schema);
}

/**
 * parseJson for a body already read by the server entry (server/shed-load.mjs or server/node-body.mjs
 * read an application's body before its handler runs): the same checks in the same order, on `head`
 * and `bytes`. The entry reads up to 1 MB, more than any such call accepts, so a body over `maxBytes`
 * is still a 413 here.
 */
export function parseJsonBody<S extends ZodType>(head: RequestHead, bytes: Uint8Array, schema: S, opts: ParseJsonOptions = {}): z.infer<S> {
  checkJsonHead(head);
  const maxBytes = opts.maxBytes ?? PUBLIC_JSON_MAX_BYTES;
  if (bytes.byteLength > maxBytes) throw bodyTooLarge(maxBytes);
  return parseJsonBytes(bytes, schema);
}

/** The checks of a JSON call on its head: Content-Type (415 V0415) and a foreign origin (403 A0419). */
function checkJsonHead(head: RequestHead): void {
  if (!hasBodyKind(head, 'json')) throw unsupportedContentType();
  if (isForeignOrigin(head)) throw crossOrigin();
}

/** Strict UTF-8 JSON (400 on malformed), no control characters (400), then `schema`. */
function parseJsonBytes<S extends ZodType>(bytes: Uint8Array, schema: S): z.infer<S> {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('validation.badRequest');
  }
  if (hasControlChars(body)) throw badRequest('validation.controlChars');
  return schema.parse(body);
}

/** Parses the query string of `req` with `schema`; a control character in any value is a 400. */
export function parseQuery<S extends ZodType>(req: Request, schema: S): z.infer<S> {
  const query = Object.fromEntries(new URL(req.url).searchParams);
  if (hasControlChars(query)) throw badRequest('validation.controlChars');
  return schema.parse(query);
}
