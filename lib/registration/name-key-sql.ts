import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `nameKey` (lib/registration/name-key.ts) as a PostgreSQL expression over a column or value:
 * NFC, lower case, white-space runs collapsed, trimmed. Every function in it is IMMUTABLE, so the
 * unique indexes on group names and runner identity are built on exactly this expression, and the
 * pre-checks compare with it too (the index, not the pre-check, settles a race).
 */
export function nameKeySql(value: SQLWrapper): SQL {
  return sql`btrim(regexp_replace(lower(normalize(${value}, NFC)), '\\s+', ' ', 'g'))`;
}

/** `nameKeySql` of a bound text parameter. */
export function nameKeyParam(value: string): SQL {
  return nameKeySql(sql`${value}::text`);
}
