'use client';
import { fromKstInput } from '@/components/admin/events/kst-input';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { GENDERS } from '@/lib/codes';
import { formatKst } from '@/lib/time/kst';
import { formatHms } from '@/lib/format/units';
import { problemKey } from '@/lib/validation/issue-message';
import { confirmRankSchema } from '@/lib/validation/untact';
import styles from '@/components/admin/events/events.module.css';
import type { ConfirmedRank } from '@/lib/untact/ranking';

/**
 * /user/events/record (spec §2, §5): confirms the untact ranks of a course and gender (event and
 * gender required), then announces them (POST /api/admin/untact/announce with bib, rank, time).
 */
export function RankConfirm({ courses }: { courses: string[] }) {
  const t = useTranslations('untact');
  const tAll = useTranslations();
  const te = useTranslations('errors');
  const ts = useTranslations('staffUi.untact');
  const errorText = useErrorText();
  const feedback = useFeedback();
  const [q, setQ] = useState({ ticketName: '', gender: '', confirmDate: '' });
  const [rows, setRows] = useState<ConfirmedRank[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    // The cut-off is typed in Korea time, whatever the staff browser's own time zone.
    const confirmDate = fromKstInput(q.confirmDate) || undefined;
    const problem = problemKey(confirmRankSchema, { ticketName: q.ticketName, gender: q.gender, confirmDate });
    if (problem) return feedback.alert(tAll(problem as 'untact.courseRequired'));
    const a = await adminFetch<ConfirmedRank[]>(
      'POST',
      '/api/admin/untact/rank',
      { ticketName: q.ticketName, gender: q.gender, confirmDate },
      te('noPermission'),
    );
    if (!a.ok) return setMessage(errorText(a));
    setRows(a.body);
  };

  const announce = async () => {
    const items = (rows ?? [])
      .filter((r) => r.backNo !== null)
      .map((r) => ({ backNo: r.backNo, rankNo: r.rankNo, confirmTime: r.confirmTime }));
    if (!items.length) return feedback.alert(t('checkOne'));
    const count = items.length;
    const go = await feedback.confirm(ts('announceText', { count }), {
      title: ts('announceTitle'),
      confirmLabel: ts('announce', { count }),
      cancelLabel: ts('keepAnnounce'),
    });
    if (!go) return;
    const a = await adminFetch('POST', '/api/admin/untact/announce', items, te('noPermission'));
    setMessage(a.ok ? t('staff.announced') : errorText(a));
  };

  const columns: Array<Column<ConfirmedRank>> = [
    { accessorKey: 'rankNo', header: t('staff.rankNo'), meta: { numeric: true } },
    { accessorKey: 'runnerName', header: t('staff.runnerName') },
    { id: 'backNo', header: t('staff.backNo'), cell: ({ row: { original: r } }) => r.backNo ?? '-', meta: { numeric: true } },
    { id: 'time', header: t('staff.time'), cell: ({ row: { original: r } }) => formatHms(r.elapseTime), meta: { numeric: true } },
    { id: 'confirmTime', header: t('staff.confirmTime'), cell: ({ row: { original: r } }) => formatKst(r.confirmTime) },
  ];

  return (
    <section>
      <h1>{t('staff.recordTitle')}</h1>
      <form method="post" onSubmit={confirm} className={styles.grid}>
        <SelectField
          id="rc-course"
          label={t('staff.course')}
          value={q.ticketName}
          onChange={(e) => setQ({ ...q, ticketName: e.target.value })}
          placeholder="-"
          options={courses.map((c) => ({ value: c, label: c }))}
        />
        <SelectField
          id="rc-gender"
          label={t('staff.gender')}
          value={q.gender}
          onChange={(e) => setQ({ ...q, gender: e.target.value })}
          placeholder="-"
          options={GENDERS.map((g) => ({ value: g, label: t(`rank.${g}`) }))}
        />
        <TextField
          id="rc-date"
          label={t('staff.confirmDate')}
          type="datetime-local"
          value={q.confirmDate}
          onChange={(e) => setQ({ ...q, confirmDate: e.target.value })}
        />
        <div className="field">
          <span>&nbsp;</span>
          <button className="btn" type="submit">
            {t('staff.confirm')}
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
          <DataTable
            data={rows}
            columns={columns}
            rowId={(r) => String(r.runnerSeq)}
            empty={t('staff.empty')}
            label={t('staff.recordTitle')}
            testId="confirm-table"
          />
          <button className="btn" type="button" onClick={announce} disabled={!rows.length}>
            {t('staff.announce')}
          </button>
        </>
      )}
    </section>
  );
}
