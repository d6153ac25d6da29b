/**
 * The one mapping from database rules to the errors a visitor gets (spec §8). The database settles
 * races the checks before a write cannot (two applications for the same runner at the same moment, a
 * group name taken meanwhile, the last place): the write fails with a unique, check or foreign-key
 * violation naming its constraint, and the answer is the one the earlier check would have given.
 * Client-safe (no server imports); callers pass what the answer names, looked up when needed.
 */
import { PG_VIOLATIONS, pgErrorOf } from '@/lib/db/pg-error';
import { alreadyApplied, duplicateGroupName, soldOut, type ApiError } from '@/lib/errors';

export type ViolationKind = keyof typeof PG_VIOLATIONS;

/** What an answer to a violation may name: the runners or courses concerned (may query the database). */
export interface ViolationContext {
  /** Runners found already registered (S0004); default: none named. */
  runnerNames?: () => string[] | Promise<string[]>;
  /** Courses found full (S0003); default: none named. */
  ticketNames?: () => string[] | Promise<string[]>;
}

const names = async (of: (() => string[] | Promise<string[]>) | undefined) => (of ? await of() : []);

/**
 * The constraints a request can run into, by name, with the error each answers. Constraints left out
 * (a registration number taken, which is retried with another; foreign keys to rows the code itself
 * chose) are faults, answered 500 A0001 by the route wrapper.
 */
const CONSTRAINT_ERRORS: Record<string, (ctx: ViolationContext) => Promise<ApiError>> = {
  // A live registration of the edition already uses this group name (name-key form, spec §4).
  joiners_event_exponent_live_uq: async () => duplicateGroupName(),
  // A runner (name, birthday, phone) already has a live registration in the edition (spec §8 S0004).
  runners_live_identity_uq: async (ctx) => alreadyApplied(await names(ctx.runnerNames)),
  // A course's places taken would pass its capacity (spec §4 sold out, S0003).
  tickets_total_within_capacity: async (ctx) => soldOut(await names(ctx.ticketNames)),
};

/** Names of the constraints the mapping knows (each must exist in the schema; lib/errors/constraints.test.ts). */
export const MAPPED_CONSTRAINTS = Object.keys(CONSTRAINT_ERRORS);

/** The kind and constraint name of an integrity violation thrown by `pg` or Drizzle, else null. */
export function violationOf(err: unknown): { kind: ViolationKind; constraint: string } | null {
  const { code, constraint } = pgErrorOf(err);
  const kind = (Object.keys(PG_VIOLATIONS) as ViolationKind[]).find((k) => PG_VIOLATIONS[k] === code);
  return kind ? { kind, constraint: constraint ?? '' } : null;
}

/** The error a violation of `constraint` answers, or null when the mapping does not know it. */
export async function errorOfConstraint(constraint: string | undefined, ctx: ViolationContext = {}): Promise<ApiError | null> {
  const make = constraint !== undefined && Object.hasOwn(CONSTRAINT_ERRORS, constraint) ? CONSTRAINT_ERRORS[constraint] : undefined;
  return make ? make(ctx) : null;
}

/**
 * The error `err` answers when it is a violation of a constraint the mapping knows; else `err` itself,
 * so that `throw await errorOfViolation(err, ctx)` passes anything else through unchanged.
 */
export async function errorOfViolation(err: unknown, ctx: ViolationContext = {}): Promise<unknown> {
  const violation = violationOf(err);
  return (violation && (await errorOfConstraint(violation.constraint, ctx))) ?? err;
}
