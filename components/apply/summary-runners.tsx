'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { Localized } from '@/components/ui/localized';
import { DlRow } from './dl-row';
import type { SummaryRunner } from './types';
import styles from './apply.module.css';

/** The runners of a registration summary: a table, or a card per runner (name, then its fields) on a phone. */
export function SummaryRunners({ runners }: { runners: SummaryRunner[] }) {
  const t = useTranslations('apply');
  const locale = useLocale();
  // A runner's fields after the name: table columns, or the lines of a card on a phone.
  const details: Array<[string, (r: SummaryRunner) => ReactNode]> = [
    [t('summary.birthday'), (r) => r.birthday],
    [t('summary.gender'), (r) => (r.gender === 'M' || r.gender === 'F' ? t(`gender.${r.gender}`) : r.gender)],
    [t('summary.cellphone'), (r) => r.cellphone],
    [t('summary.course'), (r) => <Localized row={r} field="ticketName" locale={locale} />],
    [t('summary.option'), (r) => r.choiceOption ?? '-'],
  ];
  const columns: Array<Column<SummaryRunner>> = [
    { accessorKey: 'runnerName', header: t('summary.runnerName') },
    ...details.map(([label, value], i): Column<SummaryRunner> => ({ id: `d${i}`, header: label, cell: ({ row }) => value(row.original) })),
  ];
  return (
    <DataTable
      data={runners}
      columns={columns}
      rowId={(_, i) => String(i)}
      empty={null}
      label={t('summary.runners')}
      card={(r) => (
        <article className={styles.runnerCard}>
          <div className={styles.runnerCardHead}>
            <strong>{r.runnerName}</strong>
          </div>
          <dl className={styles.dl}>
            {details.map(([label, value]) => (
              <DlRow key={label} label={label}>
                {value(r)}
              </DlRow>
            ))}
          </dl>
        </article>
      )}
    />
  );
}
