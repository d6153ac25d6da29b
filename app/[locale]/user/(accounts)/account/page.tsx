import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OwnAccount } from '@/components/admin/staff/own-account';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { ownAccount } from '@/lib/staff/accounts';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('account.title') };
}

/** /user/account: the signed-in account: role, last sign-in, a new password, two-step sign-in. */
export default async function AccountPage() {
  const staff = await requireAdminPage(ACCESS.anyStaff, true);
  const t = await getTranslations('staff');
  return (
    <section>
      <h1>{t('account.title')}</h1>
      <OwnAccount account={await ownAccount(getDb(), staff.staffId)} />
    </section>
  );
}
