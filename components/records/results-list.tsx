'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Ko } from '@/components/ui/localized';
import { AGE_TYPES } from '@/lib/codes';
import type { RecordRow } from '@/lib/records/lookup';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import styles from './results.module.css';

/**
 * Result rows (spec §3 personal record row; /record, /record/total): a table on wide screens, whose
 * less important columns give way as it narrows, and on phones a two-line card per runner: place,
 * name and net time on the first line, course, gender, age group and bib on the second, the other
 * times and places on demand ('details'). 'No results.' when empty (spec §8). With `photoLinks` (a
 * runner's own rows, /record), each row links to the race gallery's photos of its bib and edition
 * ('내 사진', /dashboard/gallery?backNo=&holdRound=).
 */
export function ResultsList({
  rows,
  testId,
  label,
  photoLinks = false,
}: {
  rows: RecordRow[];
  testId: string;
  label: string;
  photoLinks?: boolean;
}) {
  const t = useTranslations('records');
  const locale = useLocale();
  const gender = (g: string | null) => (g === 'M' || g === 'F' ? t(`gender.${g}`) : '');
  const age = (a: number | null) =>
    (AGE_TYPES as readonly number[]).includes(a ?? -1) ? t(`ageType.${a}` as never) : t('ageType.unknown');
  const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);
  // Photos are tagged with printed bibs (digits); a bib like 'F3' has none to find.
  const photosLink = (r: RecordRow) =>
    photoLinks && /^[1-9]\d{0,4}$/.test(r.backNo) ? (
      <Link
        href={`/dashboard/gallery?backNo=${r.backNo}&holdRound=${r.holdRound}`}
        aria-label={t('myPhotosLabel', { backNo: r.backNo, holdRound: r.holdRound })}
        data-testid="my-photos"
      >
        {t('myPhotos')}
      </Link>
    ) : null;
  const columns: Array<Column<RecordRow>> = [
    { id: 'place', header: t('col.place'), cell: ({ row }) => dash(row.original.place ?? row.original.totalRank), meta: { numeric: true } },
    {
      accessorKey: 'runnerName',
      header: t('col.runnerName'),
      cell: ({ getValue }) => (
        <strong data-runner-name>
          <Ko text={getValue()} locale={locale} />
        </strong>
      ),
    },
    { accessorKey: 'elapseTime', header: t('col.elapseTime'), meta: { numeric: true } },
    { accessorKey: 'ticketName', header: t('col.ticketName'), cell: ({ getValue }) => <Ko text={getValue()} locale={locale} /> },
    { accessorKey: 'backNo', header: t('col.backNo'), meta: { numeric: true } },
    { id: 'gender', header: t('col.gender'), cell: ({ row }) => gender(row.original.gender) },
    { id: 'ageType', header: t('col.ageType'), cell: ({ row }) => age(row.original.ageType) },
    { id: 'totalRank', header: t('col.totalRank'), cell: ({ row }) => dash(row.original.totalRank), meta: { numeric: true, priority: 2 } },
    { id: 'ageRank', header: t('col.ageRank'), cell: ({ row }) => dash(row.original.ageRank), meta: { numeric: true, priority: 2 } },
    { accessorKey: 'gunTime', header: t('col.gunTime'), meta: { numeric: true, priority: 2 } },
    { accessorKey: 'startTime', header: t('col.startTime'), meta: { numeric: true, priority: 3 } },
    { accessorKey: 'finishTime', header: t('col.finishTime'), meta: { numeric: true, priority: 3 } },
    { accessorKey: 'holdRound', header: t('col.holdRound'), meta: { numeric: true, priority: 3 } },
    ...(photoLinks
      ? [{ id: 'photos', header: t('col.photos'), cell: ({ row }) => photosLink(row.original) } satisfies Column<RecordRow>]
      : []),
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(r) => `${r.holdRound}-${r.ticketName}-${r.backNo}-${r.runnerName}`}
      empty={t('noResults')}
      label={label}
      testId={testId}
      card={(r) => (
        <article className={styles.card}>
          <p className={styles.line1}>
            <span className={styles.place}>{(r.place ?? r.totalRank) ? t('placeOf', { place: r.place ?? r.totalRank ?? 0 }) : '-'}</span>
            <strong className={styles.name} data-runner-name>
              <Ko text={r.runnerName} locale={locale} />
            </strong>
            <span className={styles.time}>{r.elapseTime}</span>
          </p>
          <p className={styles.line2}>
            <Ko text={r.ticketName} locale={locale} /> ·{' '}
            {[gender(r.gender), age(r.ageType), `${t('col.backNo')} ${r.backNo}`].filter(Boolean).join(' · ')}
          </p>
          {photosLink(r) ? <p className={styles.line2}>{photosLink(r)}</p> : null}
          <details className={styles.more}>
            <summary>{t('details')}</summary>
            <dl>
              {(
                [
                  ['totalRank', dash(r.totalRank)],
                  ['ageRank', dash(r.ageRank)],
                  ['gunTime', dash(r.gunTime)],
                  ['startTime', dash(r.startTime)],
                  ['finishTime', dash(r.finishTime)],
                  ['holdRound', r.holdRound],
                ] as const
              ).map(([k, v]) => (
                <div key={k}>
                  <dt>{t(`col.${k}`)}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </details>
        </article>
      )}
    />
  );
}
