'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { GENDERS, type PaymentStatus, type UntactFlag } from '@/lib/codes';
import { formatKst } from '@/lib/time/kst';
import { formatHms, formatKm } from '@/lib/format/units';
import styles from '@/components/admin/events/events.module.css';

interface Row {
  runnerSeq: number;
  runnerName: string;
  cellphone: string;
  ticketSeq: number | null;
  ticketName: string;
  gender: string | null;
  backNo: number | null;
  distance: number;
  record: { startTime: string | null; elapseTime: number | null };
  flags: UntactFlag[];
  validation: boolean | null;
  /** Only a paid registration's run ranks and is certified. */
  paymentStatus: PaymentStatus | null;
}

/**
 * /user/events/control (spec §2, §4, §5): untact records filtered by course, start day, name, gender
 * and validation; checked rows marked OK or NG with a bib ('select a check item', 'must check at
 * least one checkbox'); each row opens the footprint editor in a new tab.
 */
export function UntactControl({ courses }: { courses: Array<{ ticketSeq: number; ticketName: string }> }) {
  const t = useTranslations('untact');
  const te = useTranslations('errors');
  const ts = useTranslations('staffUi.untact');
  const tr = useTranslations('reception');
  const errorText = useErrorText();
  const { alert, confirm } = useFeedback();
  const [filter, setFilter] = useState({ ticketSeq: '', searchDate: '', joinerName: '', gender: '', validation: '' });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [bibs, setBibs] = useState<Record<number, string>>({});
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const search = async (e?: React.FormEvent) => {
    e?.preventDefault();
    const a = await adminFetch<Row[]>('POST', '/api/admin/checkLocation', filter, te('noPermission'));
    if (!a.ok) return setMessage(errorText(a));
    setRows(a.body);
    setChecked(new Set());
    setBibs(Object.fromEntries(a.body.map((r) => [r.runnerSeq, r.backNo === null ? '' : String(r.backNo)])));
  };

  const apply = async () => {
    setMessage(null);
    if (!choice) return alert(t('selectCheck'));
    if (checked.size === 0) return alert(t('checkOne'));
    const count = checked.size;
    const go = await confirm(ts('applyText', { count, check: choice }), {
      title: ts('applyTitle'),
      confirmLabel: ts('applyCheck', { count }),
      cancelLabel: ts('keep'),
    });
    if (!go) return;
    const body = [...checked].map((runnerSeq) => ({
      runnerSeq,
      validation: choice === 'OK',
      backNo: bibs[runnerSeq] ? Number(bibs[runnerSeq]) : null,
    }));
    const a = await adminFetch('POST', '/api/admin/transform', body, te('noPermission'));
    if (!a.ok) return setMessage(errorText(a));
    setMessage(t('staff.processed'));
    await search();
  };

  const toggle = (seq: number) => {
    const next = new Set(checked);
    if (next.has(seq)) next.delete(seq);
    else next.add(seq);
    setChecked(next);
  };

  return (
    <section>
      <h1>{t('staff.controlTitle')}</h1>
      <form onSubmit={search} className={styles.grid}>
        <SelectField
          id="ctl-course"
          label={t('staff.course')}
          value={filter.ticketSeq}
          onChange={(e) => setFilter({ ...filter, ticketSeq: e.target.value })}
          placeholder={t('staff.all')}
          options={courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }))}
        />
        <TextField
          id="ctl-date"
          label={t('staff.searchDate')}
          type="date"
          value={filter.searchDate}
          onChange={(e) => setFilter({ ...filter, searchDate: e.target.value })}
        />
        <TextField
          id="ctl-name"
          label={t('staff.joinerName')}
          value={filter.joinerName}
          maxLength={50}
          onChange={(e) => setFilter({ ...filter, joinerName: e.target.value })}
        />
        <SelectField
          id="ctl-gender"
          label={t('staff.gender')}
          value={filter.gender}
          onChange={(e) => setFilter({ ...filter, gender: e.target.value })}
          placeholder={t('staff.all')}
          options={GENDERS.map((g) => ({ value: g, label: t(`rank.${g}`) }))}
        />
        <SelectField
          id="ctl-validation"
          label={t('staff.validation')}
          value={filter.validation}
          onChange={(e) => setFilter({ ...filter, validation: e.target.value })}
          placeholder={t('staff.all')}
          options={[
            { value: 'true', label: t('staff.ok') },
            { value: 'false', label: t('staff.ng') },
            { value: 'null', label: t('staff.unchecked') },
          ]}
        />
        <div className="field">
          <span>&nbsp;</span>
          <button className="btn" type="submit">
            {t('staff.search')}
          </button>
        </div>
      </form>
      {message && (
        <p role="status" data-testid="staff-message">
          {message}
        </p>
      )}
      {rows && (
        <>
          <div className={styles.actions} style={{ alignItems: 'center', margin: '8px 0' }}>
            <label htmlFor="ctl-choice">{t('staff.chooseCheck')}</label>
            <select id="ctl-choice" value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">-</option>
              <option value="OK">{t('staff.ok')}</option>
              <option value="NG">{t('staff.ng')}</option>
            </select>
            <button className="btn" type="button" onClick={apply}>
              {t('staff.apply')}
            </button>
          </div>
          <div className={styles.tableWrap}>
            <table className="table" data-testid="control-table">
              <thead>
                <tr>
                  <th />
                  <th>{t('staff.runnerName')}</th>
                  <th>{t('staff.cellphone')}</th>
                  <th>{t('staff.course')}</th>
                  <th>{t('staff.distance')}</th>
                  <th>{t('record.start')}</th>
                  <th>{t('staff.time')}</th>
                  <th>{t('staff.flags')}</th>
                  <th>{t('staff.validation')}</th>
                  <th>{t('staff.payment')}</th>
                  <th>{t('staff.backNo')}</th>
                  <th>{t('staff.map')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={12}>{t('staff.empty')}</td>
                  </tr>
                )}
                {rows.map((r) => (
                  <tr key={r.runnerSeq}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${r.runnerSeq}`}
                        checked={checked.has(r.runnerSeq)}
                        onChange={() => toggle(r.runnerSeq)}
                      />
                    </td>
                    <td>{r.runnerName}</td>
                    <td>{r.cellphone}</td>
                    <td>{r.ticketName}</td>
                    <td>{formatKm(r.distance)}</td>
                    <td>{formatKst(r.record.startTime)}</td>
                    <td>{formatHms(r.record.elapseTime)}</td>
                    <td>{r.flags.map((f) => t(`flag.${f}`)).join(', ') || '-'}</td>
                    <td>{r.validation === null ? '-' : r.validation ? t('staff.ok') : t('staff.ng')}</td>
                    <td>{r.paymentStatus ? tr(`status.${r.paymentStatus}`) : '-'}</td>
                    <td>
                      <input
                        aria-label={t('staff.backNo')}
                        inputMode="numeric"
                        value={bibs[r.runnerSeq] ?? ''}
                        onChange={(e) => setBibs({ ...bibs, [r.runnerSeq]: e.target.value.replace(/\D/g, '') })}
                      />
                    </td>
                    <td>
                      <a
                        href={`/user/events/map?runnerSeq=${r.runnerSeq}&ticketName=${encodeURIComponent(r.ticketName)}`}
                        target="_blank"
                        rel="noopener"
                      >
                        {t('staff.open')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
