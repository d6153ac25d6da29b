import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TimingConsole } from '@/components/admin/race-day/timing-console';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { listTimingTokens } from '@/lib/timing/tokens';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('raceDay.timingConsole');
  return { title: t('title'), robots: { index: false } };
}

/** /user/events/timing: timing tokens and the passings upload (live results). */
export default async function TimingPage() {
  await requireAdminPage(ACCESS.timing);
  return <TimingConsole initial={await listTimingTokens(getDb())} />;
}
