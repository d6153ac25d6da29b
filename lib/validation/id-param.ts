import { z } from 'zod';
import { V } from './messages';

/** Largest id a PostgreSQL `integer`/`serial` column holds (2^31-1); larger ids name nothing. */
export const MAX_ID = 2_147_483_647;

const DIGITS_RE = /^[1-9]\d{0,9}$/;

/**
 * Strict parse of a numeric id (postNo, photo id, ticketSeq, runnerSeq, …) from a path segment,
 * query value or JSON body: a JSON integer, or a string of decimal digits without sign, spaces,
 * leading zeros, exponent or hex, in 1..2^31-1. `true`, `[3]`, `"0x1"`, `"1e0"`, `"3.0"` are
 * refused. Returns null for anything else, so a caller answers 400/404 and the database never sees
 * an id outside its column's range.
 */
export function parseId(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DIGITS_RE.test(value)) n = Number(value);
  else return null;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/**
 * The shared zod schema of a numeric id (see `parseId`); `message` is the catalogue key of the 400
 * (default `validation.badRequest`). Use it for every id of a route, page or form.
 */
export function idParam(message: string = V.badRequest) {
  return z.unknown().transform((v, ctx) => {
    const id = parseId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}
