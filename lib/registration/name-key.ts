/**
 * The comparison form of a name (runner name, applicant name, group name) for the "already applied",
 * "already in the list" and "group name taken" rules of spec §5: Unicode NFC, lower case, every run of
 * white space collapsed to one space, trimmed. 'Kimminsu' = 'KIMMINSU', 'Team Alpha' = 'team  alpha'.
 * Client-safe (the forms check the list with it). The database enforces the same form with the unique
 * indexes of db/schema/registrations.ts, written with `nameKeySql` (lib/registration/name-key-sql.ts).
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}
