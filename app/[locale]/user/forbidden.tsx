import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/**
 * The console's 403 page (spec §6 'no permission'): a console page the signed-in role may not see
 * (lib/auth/require-admin.ts requireAdminPage calls forbidden()). The session stays: the account
 * goes back to its own start page instead of being signed out.
 */
export default async function Forbidden() {
  const t = await getTranslations('staff');
  return (
    <section style={{ padding: '48px 0', textAlign: 'center' }}>
      <h1>{t('forbidden.title')}</h1>
      <p className="muted">{t('forbidden.text')}</p>
      <Link prefetch={false} className="btn" href="/user">
        {t('forbidden.home')}
      </Link>
    </section>
  );
}
