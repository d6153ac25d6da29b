import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffAccounts } from '@/components/admin/staff/staff-accounts';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { listStaffAccounts } from '@/lib/staff/accounts';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('title') };
}

/** /user/staff (director): staff accounts with roles, two-step sign-in, last sign-in; create, disable, reset. */
export default async function StaffPage() {
  const staff = await requireAdminPage(ACCESS.staffAccounts);
  const t = await getTranslations('staff');
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <StaffAccounts initial={await listStaffAccounts(getDb())} selfId={staff.staffId} />
    </section>
  );
}
