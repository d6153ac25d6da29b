'use client';
import { useTranslations } from 'next-intl';
import { paceSecondsPerKm } from '@/lib/untact/geo';
import { formatHms, formatKm } from '@/lib/format/units';
import { formatKst } from '@/lib/time/kst';
import type { UntactRecordView } from '@/lib/untact/record';

/** An untact record as the footprint and the staff editor answer it (lib/untact/record.ts). */
export type RecordSummaryData = Omit<UntactRecordView, 'runnerSeq'>;

/** Distance (km), time, pace, start/finish (KST), automatic checks and validation of an untact record. */
export function RecordSummary({ data }: { data: RecordSummaryData }) {
  const t = useTranslations('untact');
  const pace = paceSecondsPerKm(data.distance, data.record.elapseTime);
  return (
    <dl
      className="untact-summary"
      data-testid="record-summary"
      style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}
    >
      <dt>{t('record.distance')}</dt>
      <dd data-testid="record-distance">{formatKm(data.distance)}</dd>
      <dt>{t('record.time')}</dt>
      <dd data-testid="record-time">{formatHms(data.record.elapseTime)}</dd>
      <dt>{t('record.pace')}</dt>
      <dd>{pace === null ? '-' : `${formatHms(pace).replace(/^0:/, '')}${t('record.perKm')}`}</dd>
      <dt>{t('record.start')}</dt>
      <dd>{formatKst(data.record.startTime)}</dd>
      <dt>{t('record.finish')}</dt>
      <dd>{formatKst(data.record.finishTime)}</dd>
      <dt>{t('record.flags')}</dt>
      <dd data-testid="record-flags">
        {data.flags.length ? (
          // Each automatic check with what it means and what to do ('기간 외': run again within the window).
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {data.flags.map((f) => (
              <li key={f}>
                <strong>{t(`flag.${f}`)}</strong>: {t(`flagHelp.${f}`)}
              </li>
            ))}
          </ul>
        ) : (
          t('record.none')
        )}
      </dd>
      <dt>{t('record.validation')}</dt>
      <dd>{data.validation === null ? t('record.pending') : data.validation ? t('record.ok') : t('record.ng')}</dd>
    </dl>
  );
}
