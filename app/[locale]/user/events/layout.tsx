import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/events/events.module.css';
import { SectionLayout } from '@/components/layout/section-layout';
import { consoleSection } from '@/lib/auth/section-menu';

/** /user/events (spec §2 staff screens): the event management area with the pages the role may open. Pages check the session and role themselves. */
export default async function EventsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('events');
  return (
    <SectionLayout staff sections={[await consoleSection('events', t('menu.title'))]}>
      <div className={styles.stack}>{children}</div>
    </SectionLayout>
  );
}
