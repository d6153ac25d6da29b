import { getTranslations } from 'next-intl/server';
import type { EventRow } from '@/lib/registration/current-event';

/** Footer with the organiser's details (spec §3 event info). */
export async function SiteFooter({
  event,
}: {
  event: Pick<EventRow, 'organizer' | 'companyNo' | 'managerName' | 'email' | 'cellphone' | 'eventName'> | null;
}) {
  const t = await getTranslations('common');
  return (
    <footer style={{ borderTop: '1px solid var(--c-border)', background: '#fff', marginTop: 48, padding: '24px 0' }}>
      <div className="container muted" style={{ fontSize: '.9rem' }}>
        {event ? (
          <p>
            {t('footer.organizer')}: {event.organizer} · {t('footer.companyNo')}: {event.companyNo} · {t('footer.manager')}:{' '}
            {event.managerName} · {t('footer.contact')}: {event.cellphone} · {event.email}
          </p>
        ) : null}
        <p>© {event?.eventName}</p>
      </div>
    </footer>
  );
}
