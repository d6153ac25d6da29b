import 'server-only';
import { count, desc, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { consentTexts, joiners } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { cached, invalidate } from '@/lib/cache/memo';
import { consentOutdated } from '@/lib/errors';
import { consentToRecord } from './consent-rule';

type ConsentRow = typeof consentTexts.$inferSelect;

const CACHE_KEY = 'consent-current';

/**
 * The consent texts in force (spec §5 step 1: the privacy notice and the race rules): the newest
 * published version, read through a 5 s per-process cache (dropped in every worker when a version is
 * published). Each registration records the version its form showed, while still in force
 * (consentVersionToRecord). Null only on a database without any.
 */
export function currentConsent(db: DbOrTx): Promise<ConsentRow | null> {
  return cached(CACHE_KEY, 5_000, async () => {
    const [row] = await db
      .select()
      .from(consentTexts)
      .where(lte(consentTexts.publishedAt, new Date()))
      .orderBy(desc(consentTexts.publishedAt), desc(consentTexts.version))
      .limit(1);
    return row ?? null;
  });
}

/**
 * The consent version a registration stored in `tx` records (lib/registration/consent-rule.ts): the
 * version the form showed (`shown`) while it is the one in force in this transaction (read uncached:
 * current_consent_version()), else the version in force when none was shown. Throws 409 S0009 when
 * the form showed other texts; call it before anything of the registration is written.
 */
export async function consentVersionToRecord(tx: Pick<Tx, 'execute'>, shown: number | null | undefined): Promise<number | null> {
  const { rows } = await tx.execute<{ v: number | null }>(sql`SELECT current_consent_version() AS v`);
  const recorded = consentToRecord(shown, rows[0]?.v ?? null);
  if (recorded === 'outdated') throw consentOutdated();
  return recorded;
}

/** The texts of `row` in `locale` for the consent step. */
export function consentFor(row: ConsentRow, locale: Locale) {
  return {
    version: row.version,
    privacy: locale === 'en' ? row.privacyEn : row.privacyKo,
    rules: locale === 'en' ? row.rulesEn : row.rulesKo,
  };
}
export type ConsentTexts = ReturnType<typeof consentFor>;

/** Every version, newest first, with how many registrations agreed to it (the retention page). */
export async function consentVersions(db: DbOrTx) {
  const counts = await db.select({ version: joiners.consentVersion, n: count() }).from(joiners).groupBy(joiners.consentVersion);
  const rows = await db.select().from(consentTexts).orderBy(desc(consentTexts.version));
  return rows.map((r) => ({
    ...r,
    publishedAt: r.publishedAt.toISOString(),
    registrations: counts.find((c) => c.version === r.version)?.n ?? 0,
  }));
}

/**
 * POST /api/admin/retention/consent: publishes new consent texts (Korean and English) as the next
 * version, in force at once for new registrations; earlier registrations keep the version they
 * agreed to. Audited as 'consent-publish'. Returns the new version.
 */
export async function publishConsent(
  db: Db,
  input: { privacyKo: string; rulesKo: string; privacyEn: string; rulesEn: string },
  staff: AdminContext,
): Promise<number> {
  const version = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consentTexts)
      .values({ ...input, publishedBy: staff.userName })
      .returning({ version: consentTexts.version });
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'consent-publish',
      detail: { version: row.version },
    });
    return row.version;
  });
  invalidate(CACHE_KEY);
  return version;
}
