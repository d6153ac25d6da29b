import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/admin/login-form';
import styles from '@/components/admin/staff-console.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: t('login.title'), robots: { index: false, follow: false } };
}

/** /user/login (spec §2): only the login form. */
export default function LoginPage() {
  return (
    <div className={styles.login}>
      <LoginForm />
    </div>
  );
}
