import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/events/events.module.css';
import { SectionLayout } from '@/components/layout/section-layout';

/** /user/events (spec §2 staff screens): the event management area with its menu. Pages check the session themselves. */
export default async function EventsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('events');
  const tr = await getTranslations('records');
  const tu = await getTranslations('untact');
  const pages = [
    { href: '/user/events/event', label: t('menu.event') },
    { href: '/user/events/record-import', label: tr('import.title') },
    { href: '/user/events/control', label: tu('staff.controlTitle') },
    { href: '/user/events/record', label: tu('staff.recordTitle') },
    { href: '/user/events/bibs', label: t('menu.bibs') },
    { href: '/user/events/dispatch', label: t('menu.dispatch') },
    { href: '/user/events/checkin', label: t('menu.checkin') },
    { href: '/user/events/timing', label: t('menu.timing') },
  ];
  return (
    <SectionLayout staff sections={[{ id: 'events', title: t('menu.title'), href: '/user/events/event', pages }]}>
      <div className={styles.stack}>{children}</div>
    </SectionLayout>
  );
}
