'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { digitsOnly } from '@/lib/validation/phone-input';
import { GENDERS } from '@/lib/codes';
import { formatKst } from '@/lib/time/kst';
import { formatHms, formatKm } from '@/lib/format/units';
import styles from '@/components/admin/events/events.module.css';
import type { CheckLocationRow } from '@/lib/untact/staff';

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
  const [rows, setRows] = useState<CheckLocationRow[] | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [bibs, setBibs] = useState<Record<number, string>>({});
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const search = async (e?: React.FormEvent) => {
    e?.preventDefault();
    const a = await adminFetch<CheckLocationRow[]>('POST', '/api/admin/checkLocation', filter, te('noPermission'));
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

  const columns: Array<Column<CheckLocationRow>> = [
    {
      id: 'check',
      meta: { action: true },
      header: () => <span className="sr-only">{t('staff.chooseCheck')}</span>,
      cell: ({ row: { original: r } }) => (
        <input
          type="checkbox"
          aria-label={ts('checkRow', { name: r.runnerName })}
          checked={checked.has(r.runnerSeq)}
          onChange={() => toggle(r.runnerSeq)}
        />
      ),
    },
    {
      id: 'map',
      meta: { action: true },
      header: t('staff.map'),
      cell: ({ row: { original: r } }) => (
        <a
          href={`/user/events/map?runnerSeq=${r.runnerSeq}&ticketName=${encodeURIComponent(r.ticketName)}`}
          target="_blank"
          rel="noopener"
          aria-label={ts('openMap', { name: r.runnerName })}
        >
          {t('staff.open')}
        </a>
      ),
    },
    { accessorKey: 'runnerName', header: t('staff.runnerName') },
    { accessorKey: 'cellphone', header: t('staff.cellphone'), meta: { priority: 2 } },
    { accessorKey: 'ticketName', header: t('staff.course'), meta: { wrap: true } },
    {
      id: 'distance',
      header: t('staff.distance'),
      cell: ({ row: { original: r } }) => formatKm(r.distance),
      meta: { numeric: true, priority: 2 },
    },
    { id: 'start', header: t('record.start'), cell: ({ row: { original: r } }) => formatKst(r.record.startTime), meta: { priority: 3 } },
    { id: 'time', header: t('staff.time'), cell: ({ row: { original: r } }) => formatHms(r.record.elapseTime), meta: { numeric: true } },
    {
      id: 'flags',
      header: t('staff.flags'),
      cell: ({ row: { original: r } }) => r.flags.map((f) => t(`flag.${f}`)).join(', ') || '-',
      meta: { wrap: true },
    },
    {
      id: 'validation',
      header: t('staff.validation'),
      cell: ({ row: { original: r } }) => (r.validation === null ? '-' : r.validation ? t('staff.ok') : t('staff.ng')),
    },
    {
      id: 'payment',
      header: t('staff.payment'),
      cell: ({ row: { original: r } }) => (r.paymentStatus ? tr(`status.${r.paymentStatus}`) : '-'),
      meta: { priority: 2 },
    },
    {
      id: 'backNo',
      header: t('staff.backNo'),
      cell: ({ row: { original: r } }) => (
        <input
          className={styles.bibInput}
          aria-label={ts('bibOf', { name: r.runnerName })}
          inputMode="numeric"
          value={bibs[r.runnerSeq] ?? ''}
          onChange={(e) => setBibs({ ...bibs, [r.runnerSeq]: digitsOnly(e.target.value, 5) })}
        />
      ),
    },
  ];

  return (
    <section>
      <h1>{t('staff.controlTitle')}</h1>
      <form method="post" onSubmit={search} className={styles.grid}>
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
          <DataTable
            data={rows}
            columns={columns}
            rowId={(r) => String(r.runnerSeq)}
            empty={t('staff.empty')}
            label={t('staff.controlTitle')}
            testId="control-table"
            detailsTitle={(r) => r.runnerName}
          />
        </>
      )}
    </section>
  );
}
