/**
 * Which consent texts a registration records (spec §5 step 1; PIPA: the texts a person agreed to).
 * The application form sends the version of the texts it showed (`joiner.consentVersion`); the
 * registration records that version, and only while it is still the one in force: a director may
 * publish new texts while someone fills in the form, and recording texts the runner never saw, or
 * storing a registration under texts no longer in force, would both be wrong. Such an application
 * is refused (409 S0009: reload and read the new texts) and nothing of it is stored. A caller that
 * shows no texts (a staff proxy entry, an API client) sends no version: the registration records
 * the version in force when it is stored. Pure; the same rule runs inside the batched accept's SQL
 * function (db/functions/accept_one_course_batch.sql), against the version read in its transaction.
 */

/**
 * The version a registration records, or 'outdated' when the form showed other texts than the ones
 * in force.
 *
 * @param shown   version of the texts the form showed (consent_texts.version); null/undefined: none shown
 * @param inForce version in force when the registration is stored (null: no texts published)
 */
export function consentToRecord(shown: number | null | undefined, inForce: number | null): number | null | 'outdated' {
  if (shown == null) return inForce;
  return shown === inForce ? shown : 'outdated';
}
