'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import { GENDERS } from '@/lib/codes';
import { formatHms } from '@/lib/format/units';
import { localizedText } from '@/lib/content/localized';
import { formatKst } from '@/lib/time/kst';
import { problemKey } from '@/lib/validation/issue-message';
import { untactRankSchema } from '@/lib/validation/untact';
import { SelectField } from '@/components/ui/select-field';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { Ko } from '@/components/ui/localized';
import results from '@/components/records/results.module.css';
import type { UntactRankRow } from '@/lib/untact/ranking';

/** An untact course of the ranking choice: its ticketName is what the API takes, the label follows the visitor's language. */
export interface RankCourse {
  ticketName: string;
  ticketNameEn: string | null;
}

/** /record/rank (spec §2, §5 'finish the selection'): untact ranking of a course and gender. */
export function RankBoard({ courses }: { courses: RankCourse[] }) {
  const t = useTranslations('untact');
  const tAll = useTranslations();
  const locale = useLocale();
  const errorText = useErrorText();
  const [ticketName, setTicketName] = useState('');
  const [gender, setGender] = useState('');
  const [rows, setRows] = useState<UntactRankRow[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const problem = problemKey(untactRankSchema, { ticketName, gender });
    if (problem) return setMessage(tAll(problem as 'untact.finishSelection'));
    const a = await callApi<UntactRankRow[]>('POST', '/api/untact/rank', { ticketName, gender });
    if (!a.ok) return setMessage(errorText(a));
    setRows(a.body);
  };

  const columns: Array<Column<UntactRankRow>> = [
    { accessorKey: 'totalRank', header: t('rank.totalRank'), meta: { numeric: true } },
    {
      accessorKey: 'runnerName',
      header: t('rank.runnerName'),
      cell: ({ getValue }) => (
        <strong data-runner-name>
          <Ko text={getValue()} locale={locale} />
        </strong>
      ),
    },
    { id: 'elapseTime', header: t('rank.elapseTime'), cell: ({ row }) => formatHms(row.original.elapseTime), meta: { numeric: true } },
    { id: 'backNo', header: t('rank.backNo'), cell: ({ row }) => row.original.backNo ?? '-', meta: { numeric: true } },
    { id: 'gender', header: t('rank.gender'), cell: ({ row }) => (row.original.gender ? t(`rank.${row.original.gender}`) : '-') },
    { id: 'start', header: t('record.start'), cell: ({ row }) => formatKst(row.original.startTime), meta: { priority: 2 } },
    { id: 'finish', header: t('record.finish'), cell: ({ row }) => formatKst(row.original.finishTime), meta: { priority: 2 } },
    { id: 'rankNo', header: t('rank.confirmed'), cell: ({ row }) => row.original.rankNo ?? '-', meta: { numeric: true } },
  ];

  return (
    <div>
      <form method="post" onSubmit={search} noValidate style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <SelectField
          id="rank-course"
          label={t('rank.course')}
          value={ticketName}
          onChange={(e) => setTicketName(e.target.value)}
          placeholder={t('rank.choose')}
          options={courses.map((c) => {
            const name = localizedText(c, 'ticketName', locale);
            return { value: c.ticketName, label: name.text, lang: name.lang };
          })}
        />
        <SelectField
          id="rank-gender"
          label={t('rank.gender')}
          value={gender}
          onChange={(e) => setGender(e.target.value)}
          placeholder={t('rank.choose')}
          options={GENDERS.map((g) => ({ value: g, label: t(`rank.${g}`) }))}
        />
        <button className="btn" type="submit" style={{ marginBottom: 14 }}>
          {t('rank.search')}
        </button>
      </form>
      {message && (
        <p role="alert" data-testid="untact-message" className="field-error">
          {message}
        </p>
      )}
      {rows && (
        <DataTable
          data={rows}
          columns={columns}
          rowId={(r) => String(r.totalRank)}
          empty={t('rank.empty')}
          label={t('rank.title')}
          testId="rank-table"
          card={(r) => (
            <article className={results.card}>
              <p className={results.line1}>
                <span className={results.place}>{r.totalRank}</span>
                <strong className={results.name} data-runner-name>
                  <Ko text={r.runnerName} locale={locale} />
                </strong>
                <span className={results.time}>{formatHms(r.elapseTime)}</span>
              </p>
              <p className={results.line2}>
                {[
                  r.gender ? t(`rank.${r.gender}`) : '',
                  r.backNo ? `${t('rank.backNo')} ${r.backNo}` : '',
                  r.rankNo ? `${t('rank.confirmed')} ${r.rankNo}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </article>
          )}
        />
      )}
    </div>
  );
}
