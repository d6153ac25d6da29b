import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError, type ZodType, type z } from 'zod';
import { localeOfRequest, translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/log/logger';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { ApiError } from './errors';

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * Wraps a route handler: ApiError -> its JSON, ZodError -> 400 with the spec message of the first
 * problem (in the visitor's locale), anything else -> 500 A0001 without internals (logged by id only).
 */
export function apiHandler<C = unknown>(fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await fn(req, ctx);
    } catch (err) {
      return errorResponse(req, err);
    }
  };
}

export function errorResponse(req: Request, err: unknown): Response {
  const locale = localeOfRequest(req);
  if (err instanceof ApiError) {
    const errorMessage = err.messageKey ? translate(locale, err.messageKey, err.messageValues) : err.errorMessage;
    return NextResponse.json({ errorCode: err.errorCode, errorMessage }, { status: err.status, headers: err.headers });
  }
  if (err instanceof ZodError) {
    const key = issueMessageKey(err.issues);
    return NextResponse.json(
      { errorCode: 'V0001', errorMessage: translate(locale, key), field: err.issues[0]?.path.join('.') },
      { status: 400 },
    );
  }
  logger.error({ err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err), path: new URL(req.url).pathname }, 'unhandled error');
  return NextResponse.json(
    { errorCode: 'A0001', errorMessage: translate(locale, 'errors.A0001') },
    { status: 500 },
  );
}

/** Reads a JSON body and parses it with `schema`; malformed JSON is a 400, not a 500. */
export async function parseJson<S extends ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new ApiError(400, 'V0001', 'validation.badRequest', 'validation.badRequest');
  }
  return schema.parse(body);
}

/** Parses the query string of `req` with `schema`. */
export function parseQuery<S extends ZodType>(req: Request, schema: S): z.infer<S> {
  return schema.parse(Object.fromEntries(new URL(req.url).searchParams));
}
