'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import type { StaffWaitlist, WaitAction } from '@/lib/waitlist/staff';
import { adminFetch } from './admin-fetch';
import { KstDateTime } from './kst-date-time';
import styles from './staff-console.module.css';

/**
 * The staff waitlist (/user/reception/waitlist): a course's capacity, places taken and held by open
 * invitations, and its line in arrival order (GET /api/admin/waitlist?ticketSeq=), names and phones
 * masked. Per runner: invite now (needs a free place), skip an open invitation (its place passes to
 * the next) or remove from the line, each asked for first (POST /api/admin/waitlist/{waitSeq}/…).
 */
export function WaitlistAdmin({
  courses,
  initialTicketSeq,
}: {
  courses: Array<{ ticketSeq: number; ticketName: string }>;
  initialTicketSeq: number | null;
}) {
  const t = useTranslations('places.admin');
  const tw = useTranslations('places.waitlist');
  const errorText = useErrorText();
  const { alert, confirm, toast } = useFeedback();
  const [ticketSeq, setTicketSeq] = useState(initialTicketSeq);
  const [list, setList] = useState<StaffWaitlist | null>(null);
  const [busy, setBusy] = useState(false);

  // A change of course (or an action) loads the line again; `version` counts the actions.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (ticketSeq === null) return;
    let live = true;
    void (async () => {
      const a = await adminFetch<StaffWaitlist>('GET', `/api/admin/waitlist?ticketSeq=${ticketSeq}`, undefined, t('noPermission'));
      if (!live) return;
      if (a.ok) setList(a.body);
      else if (a.status !== 401 && a.status !== 403) void alert(errorText(a));
    })();
    return () => {
      live = false;
    };
  }, [ticketSeq, version, t, alert, errorText]);

  async function act(waitSeq: number, action: WaitAction) {
    const go = await confirm(t(`confirm.${action}`, { waitSeq }), {
      title: t(`action.${action}`),
      confirmLabel: t(`action.${action}`),
      cancelLabel: t('keep'),
      danger: action !== 'invite',
    });
    if (!go) return;
    setBusy(true);
    const a = await adminFetch('POST', `/api/admin/waitlist/${waitSeq}/${action}`, undefined, t('noPermission'));
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return alert(errorText(a));
    toast(t(`done.${action}`, { waitSeq }), 'ok');
    setVersion((v) => v + 1);
  }

  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <div className={styles.toolbar}>
        <SelectField
          id="waitlist-course"
          label={t('course')}
          value={ticketSeq === null ? '' : String(ticketSeq)}
          onChange={(e) => setTicketSeq(Number(e.target.value) || null)}
          options={courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }))}
        />
        {list && (
          <p data-testid="waitlist-summary">
            {t('summary', { total: list.total, acceptable: list.acceptable, held: list.held, waiting: list.waiting })}
          </p>
        )}
      </div>
      {list && list.entries.length === 0 && <p className="muted">{t('empty')}</p>}
      {list && list.entries.length > 0 && (
        <div className={styles.tableWrap} tabIndex={0}>
          <table className="table" data-testid="waitlist-table">
            <thead>
              <tr>
                {(['position', 'waitSeq', 'runnerName', 'cellphone', 'state', 'createdAt', 'inviteExpiresAt', 'joinSeq'] as const).map(
                  (k) => (
                    <th key={k} scope="col">
                      {t(`columns.${k}`)}
                    </th>
                  ),
                )}
                <th scope="col">
                  <span className="sr-only">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.entries.map((e) => (
                <tr key={e.waitSeq} data-testid="waitlist-row">
                  <td>{e.position ?? ''}</td>
                  <td>{e.waitSeq}</td>
                  <td className={styles.nowrap}>{e.runnerName}</td>
                  <td>{e.cellphone}</td>
                  <td>
                    {tw(`state.${e.state}`)}
                    {e.endReason && e.state !== 'registered' && <span className="muted"> ({t(`reason.${reasonKey(e.endReason)}`)})</span>}
                  </td>
                  <td>
                    <KstDateTime at={e.createdAt} />
                  </td>
                  <td>{e.state === 'invited' ? <KstDateTime at={e.inviteExpiresAt} /> : ''}</td>
                  <td>{e.joinSeq ?? ''}</td>
                  <td className={styles.nowrap}>
                    {e.state === 'waiting' && (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={busy}
                        onClick={() => void act(e.waitSeq, 'invite')}
                      >
                        {t('action.invite')}
                      </button>
                    )}{' '}
                    {e.state === 'invited' && (
                      <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void act(e.waitSeq, 'skip')}>
                        {t('action.skip')}
                      </button>
                    )}{' '}
                    {(e.state === 'waiting' || e.state === 'invited') && (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        disabled={busy}
                        onClick={() => void act(e.waitSeq, 'remove')}
                      >
                        {t('action.remove')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The catalogue key of a stored end reason (lib/waitlist: declined, expired, skipped/removed by staff). */
function reasonKey(reason: string): 'declined' | 'expired' | 'skipped' | 'removed' | 'other' {
  if (reason === 'declined' || reason === 'expired') return reason;
  if (reason === 'skipped by staff') return 'skipped';
  if (reason === 'removed by staff') return 'removed';
  return 'other';
}
