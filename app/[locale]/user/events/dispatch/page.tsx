import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DispatchConsole } from '@/components/admin/race-day/dispatch-console';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { dispatchSummary } from '@/lib/dispatch/parcels';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dispatch.console');
  return { title: t('title'), robots: { index: false } };
}

/** /user/events/dispatch: the courier's parcel export and the tracking import (kit dispatch). */
export default async function DispatchPage() {
  await requireAdminPage(ACCESS.personalDataExport);
  return <DispatchConsole initial={await dispatchSummary(getDb())} />;
}
