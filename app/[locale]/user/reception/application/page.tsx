import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { ACCESS } from '@/lib/auth/access';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('proxy', 'menuTitle');

/** /user/reception/application (spec §2 "proxy application in one menu"): choose individual or group proxy registration. */
export default async function ProxyApplicationPage() {
  await requireAdminPage(ACCESS.registrations);
  const t = await getTranslations('proxy');
  return (
    <section className="container" style={{ padding: '16px 0' }}>
      <h1>{t('menuTitle')}</h1>
      <div className="row" style={{ maxWidth: 560 }}>
        <Link prefetch={false} className="btn" href="/user/reception/application/individual">
          {t('chooseIndividual')}
        </Link>
        <Link prefetch={false} className="btn" href="/user/reception/application/group">
          {t('chooseGroup')}
        </Link>
      </div>
    </section>
  );
}
