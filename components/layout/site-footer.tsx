import { getLocale, getTranslations } from 'next-intl/server';
import type { EventRow } from '@/lib/registration/current-event';
import { Ko, Localized } from '@/components/ui/localized';
import { formatPhone } from '@/lib/validation/phone-input';

/** Footer with the organiser's details (spec §3 event info); organiser and event name in the visitor's language when given. */
export async function SiteFooter({
  event,
}: {
  event: Pick<
    EventRow,
    'organizer' | 'organizerEn' | 'companyNo' | 'managerName' | 'email' | 'cellphone' | 'eventName' | 'eventNameEn'
  > | null;
}) {
  const t = await getTranslations('common');
  const locale = await getLocale();
  return (
    <footer style={{ borderTop: '1px solid var(--c-border)', background: '#fff', marginTop: 48, padding: '24px 0' }}>
      <div className="container muted" style={{ fontSize: '.9rem' }}>
        {event ? (
          <p>
            {t('footer.organizer')}: <Localized row={event} field="organizer" locale={locale} /> · {t('footer.companyNo')}:{' '}
            {event.companyNo} · {t('footer.manager')}: <Ko text={event.managerName} locale={locale} /> · {t('footer.contact')}:{' '}
            {formatPhone(event.cellphone ?? '')} · {event.email}
          </p>
        ) : null}
        <p>© {event ? <Localized row={event} field="eventName" locale={locale} /> : ''}</p>
      </div>
    </footer>
  );
}
