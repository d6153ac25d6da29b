'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, useErrorText } from '@/components/http/api-client';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { useDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { HistoryBests, HistoryResult } from '@/lib/records/history';
import { historyQuerySchema } from '@/lib/validation/history';
import { HistoryChart } from './history-chart';

type In = z.input<typeof historyQuerySchema>;
type Out = z.output<typeof historyQuerySchema>;

/**
 * /record/me: name and birth date; the runner's results of every edition (newest first) with the
 * age-graded percentage, personal bests per course, a chart of times over the years, and per result
 * the certificate PDF.
 */
export function HistoryForm({ ageGradeNote }: { ageGradeNote: string }) {
  const t = useTranslations('records');
  const errorText = useErrorText();
  const { alert, dialog } = useDialog();
  const [found, setFound] = useState<{ results: HistoryResult[]; bests: HistoryBests; query: Out } | null>(null);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(historyQuerySchema), defaultValues: { runnerName: '', birthday: '' } });
  const errors = form.formState.errors;

  async function submit(data: Out) {
    const res = await callApi<{ results: HistoryResult[]; bests: HistoryBests }>('POST', '/api/ranking/history', data);
    if (!res.ok) return void (await alert(errorText(res)));
    setFound({ ...res.body, query: data });
  }

  const courseLabel = (key: string) => (['half', '10km', '5km', 'full'].includes(key) ? t(`me.course.${key}` as never) : key);
  const certificateHref = (r: HistoryResult, q: Out) =>
    `/api/ranking/certificate?${new URLSearchParams({ holdRound: String(r.holdRound), backNo: r.backNo, runnerName: q.runnerName, ticketName: r.ticketName })}`;
  const links = (r: HistoryResult, q: Out) => (
    <span style={{ display: 'inline-flex', gap: 6, flexWrap: 'wrap' }}>
      <a className="btn btn-outline btn-sm" download href={certificateHref(r, q)}>
        {t('me.certificate')}
      </a>
    </span>
  );
  const columns = (q: Out): Array<Column<HistoryResult>> => [
    {
      id: 'year',
      header: t('col.holdRound'),
      cell: ({ row }) => `${row.original.holdRound} · ${t('me.year', { year: row.original.year })}`,
    },
    { accessorKey: 'ticketName', header: t('col.ticketName') },
    { accessorKey: 'elapseTime', header: t('col.elapseTime'), meta: { numeric: true } },
    { id: 'totalRank', header: t('col.totalRank'), cell: ({ row }) => row.original.totalRank ?? '-', meta: { numeric: true } },
    {
      id: 'ageGrade',
      header: t('me.ageGradeCol'),
      cell: ({ row }) => (row.original.ageGrade === null ? '-' : `${row.original.ageGrade.toFixed(2)}%`),
      meta: { numeric: true },
    },
    {
      id: 'links',
      header: '',
      cell: ({ row }) => links(row.original, q),
    },
  ];

  return (
    <>
      <form method="post" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('me.title')}>
        <div className="row">
          <TextField
            id="historyName"
            label={t('me.runnerName')}
            maxLength={100}
            autoComplete="name"
            error={errors.runnerName}
            {...form.register('runnerName')}
          />
          <TextField
            id="historyBirthday"
            label={t('me.birthday')}
            digits
            inputMode="numeric"
            maxLength={8}
            autoComplete="bday"
            error={errors.birthday}
            {...form.register('birthday')}
          />
        </div>
        <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('me.searching') : t('me.submit')}
        </button>
      </form>
      {found ? (
        <section style={{ marginTop: 20 }} aria-live="polite" data-testid="history">
          {found.results.length === 0 ? (
            <p className="muted">{t('me.none')}</p>
          ) : (
            <>
              <h2>{t('me.bests')}</h2>
              <ul className="card" data-testid="history-bests" style={{ listStyle: 'none', margin: 0, display: 'grid', gap: 6 }}>
                {Object.entries(found.bests).map(([course, b]) => (
                  <li key={course}>
                    <strong>{courseLabel(course)}</strong> {b.elapseTime} · {t('me.year', { year: b.year })} ({b.ticketName})
                    {b.ageGrade !== null ? ` · ${t('me.ageGrade', { pct: b.ageGrade.toFixed(2) })}` : ''}
                  </li>
                ))}
              </ul>
              <h2>{t('me.chart')}</h2>
              <HistoryChart
                title={t('me.chart')}
                points={found.results.map((r) => ({ year: r.year, course: r.course, seconds: r.elapseSeconds }))}
                series={Object.keys(found.bests).map((k) => ({ key: k, label: courseLabel(k) }))}
              />
              <h2>{t('me.results')}</h2>
              <DataTable
                data={found.results}
                columns={columns(found.query)}
                rowId={(r) => `${r.holdRound}-${r.ticketName}-${r.backNo}`}
                empty={t('me.none')}
                label={t('me.results')}
                testId="history-results"
                card={(r) => (
                  <article className="card">
                    <p style={{ margin: 0 }}>
                      <strong>
                        {r.holdRound} · {t('me.year', { year: r.year })}
                      </strong>{' '}
                      {r.ticketName} · <strong>{r.elapseTime}</strong>
                    </p>
                    <p className="muted" style={{ margin: '4px 0' }}>
                      {t('col.totalRank')} {r.totalRank ?? '-'} · {t('col.backNo')} {r.backNo}
                      {r.ageGrade !== null ? ` · ${t('me.ageGrade', { pct: r.ageGrade.toFixed(2) })}` : ''}
                    </p>
                    {links(r, found.query)}
                  </article>
                )}
              />
              <p className="muted" style={{ fontSize: '.85rem' }}>
                {ageGradeNote}
              </p>
            </>
          )}
        </section>
      ) : null}
      {dialog}
    </>
  );
}
