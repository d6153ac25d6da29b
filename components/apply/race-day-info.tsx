import { useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/content/localized';
import type { BloodRh, BloodType } from '@/lib/codes';
import type { TrackingView } from '@/lib/dispatch/couriers';
import { formatKst } from '@/lib/time/kst';
import { bloodLabel } from '@/lib/validation/emergency';
import styles from './apply.module.css';

/** A runner of a lookup or completion answer, with what race day adds (lib/registration/self-service.ts registrationView). */
export interface RaceDayRunner {
  runnerSeq?: number;
  runnerName: string;
  ticketName: string;
  ticketNameEn?: string | null;
  backNo?: string | number | null;
  emergencyName?: string | null;
  emergencyPhone?: string | null;
  emergencyRelation?: string | null;
  bloodType?: BloodType | null;
  bloodRh?: BloodRh | null;
  finishSms?: boolean;
  finishSmsEmergency?: boolean;
  tracking?: TrackingView | null;
  checkinQr?: string | null;
  checkinUrl?: string | null;
  collected?: { collectedAt: string; desk: string } | null;
}

/**
 * Per runner, what race day needs (race day): the bib once assigned, the check-in QR code to
 * show at the kit desk (paid race-day runners; a link opens it large), the kit parcel's courier and
 * tracking link, whether the kit was collected, and the emergency contact and blood type as entered.
 * Nothing for a runner without any of it.
 */
export function RaceDayInfo({ runners }: { runners: RaceDayRunner[] }) {
  const t = useTranslations('apply.raceDay');
  const locale = useLocale();
  const shown = runners.filter((r) => r.backNo != null || r.checkinQr || r.tracking || r.emergencyName || r.bloodType || r.bloodRh);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="raceDayTitle" className={styles.raceDay} data-testid="race-day-info">
      <h3 id="raceDayTitle" className={styles.subTitle}>
        {t('title')}
      </h3>
      <ul className={styles.raceDayList}>
        {shown.map((r, i) => (
          <li key={r.runnerSeq ?? i} className="card">
            <p className={styles.raceDayHead}>
              <strong>{r.runnerName}</strong> · {localized(r, 'ticketName', locale)}
              <br />
              <span data-testid="runner-bib">{r.backNo != null ? t('bib', { backNo: String(r.backNo) }) : t('noBibYet')}</span>
            </p>
            {r.checkinQr ? (
              <div className={styles.qrBlock}>
                {/* A data URL the server drew (qrcode): nothing for next/image to optimise. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={r.checkinQr} alt={t('qrAlt', { name: r.runnerName })} width={160} height={160} data-testid="checkin-qr" />
                <p className="muted">
                  {t('qrHint')}
                  {r.checkinUrl ? (
                    <>
                      {' '}
                      <a href={r.checkinUrl}>{t('qrOpen')}</a>
                    </>
                  ) : null}
                </p>
              </div>
            ) : null}
            {r.collected ? (
              <p className="badge badge-open">{t('collected', { at: formatKst(r.collected.collectedAt), desk: r.collected.desk })}</p>
            ) : null}
            {r.tracking ? (
              <p data-testid="tracking">
                {t('tracking', { courier: r.tracking.courierName, trackingNo: r.tracking.trackingNo })}{' '}
                <a href={r.tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('trackingLink')}
                </a>
              </p>
            ) : null}
            {r.emergencyName || r.bloodType || r.bloodRh ? (
              <p className="muted">
                {r.emergencyName
                  ? t('emergency', { name: r.emergencyName, phone: r.emergencyPhone ?? '', relation: r.emergencyRelation ?? '-' })
                  : null}
                {r.emergencyName && (r.bloodType || r.bloodRh) ? ' · ' : null}
                {r.bloodType || r.bloodRh
                  ? t('blood', { blood: bloodLabel(r.bloodType ?? null, r.bloodRh ?? null, locale === 'ko') })
                  : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
