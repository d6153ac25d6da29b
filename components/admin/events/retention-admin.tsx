'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { KstDateTime } from '@/components/admin/kst-date-time';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/text-area-field';
import type { RetentionView } from '@/lib/retention/view';
import { StaffTable } from '@/components/admin/staff-table';

const COUNT_KEYS = [
  'registrations',
  'runners',
  'waitlist',
  'transfers',
  'refundRequests',
  'messageRecipients',
  'cardOrders',
  'untactRunners',
  'traces',
  'auditEntries',
] as const;

/**
 * The retention page (/user/events/retention, director): per edition the day its registrations'
 * personal data is erased (race day + its period, editable), what will be erased then, and when it
 * was; the audit log's cut-off; the retention job's log; a run now; and the consent texts' versions
 * with how many registrations agreed to each, and a new version to publish.
 */
export function RetentionAdmin({ view }: { view: RetentionView }) {
  const t = useTranslations('retention');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { confirm, alert, toast } = useFeedback();
  const [months, setMonths] = useState<Record<string, string>>(
    Object.fromEntries(view.editions.map((e) => [e.eventCode, e.retentionMonths === null ? '' : String(e.retentionMonths)])),
  );
  const latest = view.consent[0];
  const [consent, setConsent] = useState({
    privacyKo: latest?.privacyKo ?? '',
    rulesKo: latest?.rulesKo ?? '',
    privacyEn: latest?.privacyEn ?? '',
    rulesEn: latest?.rulesEn ?? '',
  });
  const noPermission = tAll('errors.noPermission');
  const counts = (c: Record<string, number>) =>
    COUNT_KEYS.filter((k) => (c[k] ?? 0) > 0)
      .map((k) => t(`counts.${k}`, { n: c[k] }))
      .join(' · ');

  async function savePeriod(eventCode: string) {
    const v = months[eventCode]?.trim() ?? '';
    const r = await adminFetch('PUT', '/api/admin/retention', { eventCode, retentionMonths: v === '' ? null : Number(v) }, noPermission);
    if (!r.ok) return void alert(errorText(r));
    toast(t('periodSaved'));
    router.refresh();
  }

  async function runNow() {
    if (!(await confirm(t('confirmRun'), { confirmLabel: t('runNow'), cancelLabel: t('keep'), danger: true }))) return;
    const r = await adminFetch('POST', '/api/admin/retention/run', undefined, noPermission);
    if (!r.ok) return void alert(errorText(r));
    toast(t('runQueued'));
    setTimeout(() => router.refresh(), 3_000);
  }

  async function publish(e: React.FormEvent) {
    e.preventDefault();
    if (!(await confirm(t('consent.confirm'), { confirmLabel: t('consent.publish'), cancelLabel: t('keep') }))) return;
    const r = await adminFetch<{ version: number }>('POST', '/api/admin/retention/consent', consent, noPermission);
    if (!r.ok) return void alert(errorText(r));
    toast(t('consent.published', { version: r.body.version }));
    router.refresh();
  }

  return (
    <>
      <StaffTable
        label={t('schedule')}
        testId="retention-schedule"
        headings={[t('edition'), t('raceDay'), t('period'), t('due'), t('toErase')]}
      >
        {view.editions.map((e) => (
          <tr key={e.eventCode}>
            <td>{tAll('editions.option', { round: e.holdRound, code: e.eventCode })}</td>
            <td>
              <KstDateTime at={e.raceDate} />
            </td>
            <td>
              <div className={styles.actions}>
                <input
                  type="number"
                  min={1}
                  max={60}
                  inputMode="numeric"
                  aria-label={t('periodOf', { code: e.eventCode })}
                  placeholder={String(view.defaultMonths)}
                  value={months[e.eventCode] ?? ''}
                  disabled={!!e.erasedAt}
                  onChange={(ev) => setMonths({ ...months, [e.eventCode]: ev.target.value })}
                  style={{ width: '5rem' }}
                />
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={!!e.erasedAt}
                  onClick={() => void savePeriod(e.eventCode)}
                >
                  {t('save')}
                </button>
              </div>
              <span className="muted">{t('months', { n: e.effectiveMonths })}</span>
            </td>
            <td>{e.erasedAt ? t('erasedAt', { at: e.erasedAt.slice(0, 10) }) : <KstDateTime at={e.dueAt} />}</td>
            <td className="wrap">
              {counts(e.pending) || t('nothing')}
              {e.refundsOwed > 0 && <div className="muted">{t('refundsOwed', { n: e.refundsOwed })}</div>}
            </td>
          </tr>
        ))}
      </StaffTable>
      <p>
        {t('audit', { months: view.audit.keepMonths, n: view.audit.pending })} <KstDateTime at={view.audit.cutoff} />
      </p>
      <div className={styles.toolbar}>
        <button type="button" className="btn" onClick={() => void runNow()}>
          {t('runNow')}
        </button>
      </div>

      <h2>{t('log')}</h2>
      {view.log.length === 0 ? (
        <p className="muted">{t('noRuns')}</p>
      ) : (
        <StaffTable label={t('log')} testId="retention-log" headings={[t('ranAt'), t('edition'), t('erased'), t('by')]}>
          {view.log.map((r) => (
            <tr key={r.runId}>
              <td>
                <KstDateTime at={r.ranAt} />
              </td>
              <td>{r.eventCode ?? t('auditOnly')}</td>
              <td className="wrap">{counts(r.counts)}</td>
              <td>{r.requestedBy ?? t('scheduled')}</td>
            </tr>
          ))}
        </StaffTable>
      )}

      <h2>{t('consent.title')}</h2>
      <StaffTable label={t('consent.title')} headings={[t('consent.version'), t('consent.publishedAt'), t('consent.registrations')]}>
        {view.consent.map((c) => (
          <tr key={c.version}>
            <td>v{c.version}</td>
            <td>
              <KstDateTime at={c.publishedAt} /> {c.publishedBy ? `· ${c.publishedBy}` : ''}
            </td>
            <td>{c.registrations.toLocaleString('ko-KR')}</td>
          </tr>
        ))}
      </StaffTable>
      <form method="post" className={`card ${styles.formGrid}`} onSubmit={publish} noValidate aria-labelledby="consent-new">
        <h3 id="consent-new" className={styles.wide}>
          {t('consent.new')}
        </h3>
        {(['privacyKo', 'rulesKo', 'privacyEn', 'rulesEn'] as const).map((k) => (
          <TextAreaField
            key={k}
            id={k}
            className={styles.wide}
            label={t(`consent.${k}`)}
            rows={6}
            value={consent[k]}
            onChange={(e) => setConsent({ ...consent, [k]: e.target.value })}
          />
        ))}
        <button type="submit" className="btn">
          {t('consent.publish')}
        </button>
      </form>
    </>
  );
}
