'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { COURIERS } from '@/lib/codes';
import { COURIER_INFO } from '@/lib/dispatch/couriers';
import styles from './race-day.module.css';
import { UploadResult } from './upload-result';
import { useAdminCall, type RowErrors, type UploadMessage } from './use-admin-call';
import type { DispatchSummary } from '@/lib/dispatch/parcels';

/**
 * /user/events/dispatch (kit dispatch): the counts, the courier's Excel of the parcels (one row
 * per registration, a group in one parcel to the applicant; a purpose is asked as for every export of
 * personal data), and the import of the courier's tracking numbers, which tells each runner by SMS.
 */
export function DispatchConsole({ initial }: { initial: DispatchSummary }) {
  const t = useTranslations('dispatch.console');
  const { call, uploadFile } = useAdminCall();
  const [summary, setSummary] = useState(initial);
  const [scope, setScope] = useState<'pending' | 'all'>('pending');
  const [purpose, setPurpose] = useState('');
  const [courier, setCourier] = useState<string>('cj');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<UploadMessage | null>(null);

  async function importTracking() {
    setBusy(true);
    setMessage(
      await uploadFile<RowErrors & { updated: number; unchanged: number }>(
        '/api/admin/dispatch/tracking',
        file,
        { courier },
        {
          noFile: t('noFile'),
          done: (b) => t('imported', { updated: b.updated, unchanged: b.unchanged }),
        },
      ),
    );
    setBusy(false);
    const again = await call<DispatchSummary>('GET', '/api/admin/dispatch');
    if (again.ok) setSummary(again.body);
  }

  const exportHref = `/api/admin/dispatch/export?${new URLSearchParams({ scope, purpose: purpose.trim() })}`;
  return (
    <>
      <section aria-labelledby="dispatchTitle">
        <h1 id="dispatchTitle">{t('title')}</h1>
        <p>{t('intro')}</p>
        <p className="card" data-testid="dispatch-summary">
          {t('summary', { ...summary })}
        </p>
      </section>
      <section aria-labelledby="exportTitle" className={styles.block}>
        <h2 id="exportTitle">{t('exportTitle')}</h2>
        <div className="row">
          <SelectField
            id="exportScope"
            label={t('scope')}
            value={scope}
            onChange={(e) => setScope(e.target.value as 'pending' | 'all')}
            options={[
              { value: 'pending', label: t('scopePending') },
              { value: 'all', label: t('scopeAll') },
            ]}
          />
          <TextField
            id="exportPurpose"
            label={t('purpose')}
            hint={t('purposeHint')}
            value={purpose}
            maxLength={200}
            onChange={(e) => setPurpose(e.target.value)}
          />
        </div>
        {purpose.trim().length >= 2 ? (
          <a className="btn" href={exportHref} download data-testid="dispatch-export">
            {t('export')}
          </a>
        ) : (
          <p className="muted">{t('purposeFirst')}</p>
        )}
      </section>
      <section aria-labelledby="trackingTitle" className={styles.block}>
        <h2 id="trackingTitle">{t('trackingTitle')}</h2>
        <p className="muted">{t('trackingIntro')}</p>
        <div className="row">
          <SelectField
            id="trackingCourier"
            label={t('courier')}
            hint={t('courierHint')}
            value={courier}
            onChange={(e) => setCourier(e.target.value)}
            options={COURIERS.map((c) => ({ value: c, label: COURIER_INFO[c].name }))}
          />
          <TextField
            id="trackingFile"
            label={t('file')}
            type="file"
            accept=".csv,.tsv,.txt,.xlsx"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <button type="button" className="btn" disabled={busy} onClick={() => void importTracking()}>
          {t('import')}
        </button>
        {message ? <UploadResult ok={message.ok} text={message.text} errors={message.errors} testId="dispatch-message" /> : null}
      </section>
    </>
  );
}
