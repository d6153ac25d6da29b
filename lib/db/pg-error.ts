/**
 * PostgreSQL error fields of an error thrown by `pg` directly or wrapped by Drizzle (as `cause`).
 * SQLSTATE 23505 is a unique violation; the constraint name tells which rule was hit (a taken
 * registration number, a runner already registered, a group name in use).
 */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;
  const pick = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { code: pick(e?.code) ?? pick(e?.cause?.code), constraint: pick(e?.constraint) ?? pick(e?.cause?.constraint) };
}

/** SQLSTATEs of the integrity violations a write can meet (PostgreSQL appendix A, class 23). */
export const PG_VIOLATIONS = {
  unique: '23505',
  check: '23514',
  foreignKey: '23503',
} as const;

/**
 * The constraint name when `err` is a unique violation (optionally only of `constraint`), else null.
 * A unique violation without a constraint name answers ''.
 */
export function uniqueViolation(err: unknown, constraint?: string): string | null {
  const e = pgErrorOf(err);
  if (e.code !== PG_VIOLATIONS.unique) return null;
  if (constraint !== undefined && e.constraint !== constraint) return null;
  return e.constraint ?? '';
}
