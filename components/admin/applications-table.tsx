'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { MoneyLine } from '@/components/ledger/money-line';
import type { MaskedApplication } from '@/lib/reception/search';
import { useRevealed } from './use-revealed';
import styles from './staff-console.module.css';
import { KstDateTime } from './kst-date-time';
import { bloodLabel } from '@/lib/validation/emergency';
import type { RevealedRegistration } from '@/lib/reception/search';

/** The proxy edit page of a registration (spec §2): group when it has a group name. */
export function proxyEditHref(joinSeq: number, exponent: string | null): string {
  return `/user/reception/application/${exponent ? 'group' : 'individual'}?joinSeq=${joinSeq}`;
}

/**
 * The application list of /user/reception/receptionist (spec §2): masked names and phones with a
 * per-registration reveal; a row opens the proxy edit page. The reveal and details come first;
 * the less needed columns give way at 1280 px and stay in the row's details drawer.
 */
export function ApplicationsTable({
  rows,
  eventCode,
  editable = true,
}: {
  rows: MaskedApplication[];
  /** The edition shown (default the current one). */
  eventCode?: string;
  /** Rows open the proxy edit page (registrations staff, current edition); the desk and past editions only read. */
  editable?: boolean;
}) {
  const t = useTranslations('reception');
  const router = useRouter();
  const { revealed, reveal } = useRevealed(eventCode);
  const shown = (
    r: MaskedApplication,
  ): { v: RevealedRegistration | undefined; runner: RevealedRegistration['runners'][number] | undefined } => {
    const v = revealed[r.joinSeq];
    return { v, runner: v?.runners.find((x) => x.runnerSeq === r.runnerSeq) };
  };
  const columns: Array<Column<MaskedApplication>> = [
    {
      id: 'reveal',
      header: () => <span className="sr-only">{t('reveal')}</span>,
      meta: { action: true },
      cell: ({ row: { original: r } }) =>
        revealed[r.joinSeq] ? null : (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={(e) => {
              e.stopPropagation();
              void reveal(r.joinSeq);
            }}
          >
            {t('reveal')}
          </button>
        ),
    },
    {
      id: 'joinSeq',
      header: t('columns.joinSeq'),
      cell: ({ row: { original: r } }) =>
        editable ? (
          <Link prefetch={false} href={proxyEditHref(r.joinSeq, r.exponent)} onClick={(e) => e.stopPropagation()}>
            {r.joinSeq}
          </Link>
        ) : (
          r.joinSeq
        ),
    },
    { id: 'joinerName', header: t('columns.joinerName'), cell: ({ row: { original: r } }) => shown(r).v?.joinerName ?? r.joinerName },
    {
      id: 'exponent',
      header: t('columns.exponent'),
      cell: ({ row: { original: r } }) => r.exponent ?? '',
      meta: { wrap: true, priority: 2 },
    },
    { id: 'runnerName', header: t('columns.runnerName'), cell: ({ row: { original: r } }) => shown(r).runner?.runnerName ?? r.runnerName },
    { id: 'gender', header: t('columns.gender'), cell: ({ row: { original: r } }) => t(`gender.${r.gender}`), meta: { priority: 3 } },
    { id: 'cellphone', header: t('columns.cellphone'), cell: ({ row: { original: r } }) => shown(r).runner?.cellphone ?? r.cellphone },
    { accessorKey: 'ticketName', header: t('columns.ticketName') },
    {
      id: 'choiceOption',
      header: t('columns.choiceOption'),
      cell: ({ row: { original: r } }) => r.choiceOption ?? '',
      meta: { priority: 3 },
    },
    { id: 'backNo', header: t('columns.backNo'), cell: ({ row: { original: r } }) => r.backNo ?? '', meta: { priority: 3 } },
    {
      id: 'emergency',
      header: t('columns.emergency'),
      cell: ({ row: { original: r } }) => {
        const { runner } = shown(r);
        const name = runner?.emergencyName ?? r.emergencyName;
        const contact = name ? `${name} ${runner?.emergencyPhone ?? r.emergencyPhone ?? ''}` : '';
        const blood = r.bloodType || r.bloodRh ? bloodLabel(r.bloodType, r.bloodRh, false) : '';
        return [contact, blood].filter(Boolean).join(' · ');
      },
      meta: { wrap: true, priority: 3 },
    },
    { id: 'paymentStatus', header: t('columns.paymentStatus'), cell: ({ row: { original: r } }) => t(`status.${r.paymentStatus}`) },
    {
      id: 'amount',
      header: t('columns.amount'),
      cell: ({ row: { original: r } }) => r.amount.toLocaleString('ko-KR'),
      meta: { numeric: true, priority: 2 },
    },
    {
      id: 'ledger',
      header: t('columns.ledger'),
      cell: ({ row: { original: r } }) => <MoneyLine money={r.money} />,
      meta: { priority: 3 },
    },
    {
      id: 'joinTime',
      header: t('columns.joinTime'),
      cell: ({ row: { original: r } }) => <KstDateTime at={r.joinTime} />,
      meta: { priority: 3 },
    },
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(r) => String(r.runnerSeq)}
      empty={t('noResults')}
      label={t('menu.receptionist')}
      detailsTitle={(r) => t('detailsTitle', { joinSeq: r.joinSeq, name: shown(r).runner?.runnerName ?? r.runnerName })}
      rowProps={(r) =>
        editable
          ? {
              className: styles.clickable,
              'data-testid': 'application-row',
              onClick: () => router.push(proxyEditHref(r.joinSeq, r.exponent)),
            }
          : { 'data-testid': 'application-row' }
      }
    />
  );
}
