'use client';
import { useTranslations } from 'next-intl';
import type { AuditEntryRow } from '@/lib/audit/list';
import { codeLabel, type Translate } from '@/lib/i18n/code-label';
import { formatKst } from '@/lib/time/kst';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import styles from './staff-console.module.css';

/**
 * A page of the audit log (/user/reception/audit): when, staff, action, registration number and
 * purpose in view; the client address and the call's detail give way first on narrow screens and
 * stay readable in each entry's details drawer.
 */
export function AuditTable({ entries }: { entries: AuditEntryRow[] }) {
  const t = useTranslations('reception');
  const tAll = useTranslations() as unknown as Translate;
  const actionName = (a: string) => codeLabel(tAll, 'reception.audit.actions', a);
  const columns: Array<Column<AuditEntryRow>> = [
    { id: 'at', header: t('audit.at'), cell: ({ row: { original: e } }) => formatKst(e.at) },
    { id: 'staff', header: t('audit.staff'), cell: ({ row: { original: e } }) => e.staffUserName ?? '' },
    { id: 'clientIp', header: t('audit.clientIp'), cell: ({ row: { original: e } }) => e.clientIp ?? '', meta: { priority: 3 } },
    { id: 'action', header: t('audit.action'), cell: ({ row: { original: e } }) => actionName(e.action) },
    { id: 'joinSeq', header: t('audit.joinSeq'), cell: ({ row: { original: e } }) => e.joinSeq ?? '', meta: { numeric: true } },
    { id: 'purpose', header: t('audit.purpose'), cell: ({ row: { original: e } }) => e.purpose ?? '', meta: { wrap: true } },
    {
      id: 'detail',
      header: t('audit.detail'),
      cell: ({ row: { original: e } }) => (e.detail ? <code className={styles.auditDetail}>{JSON.stringify(e.detail)}</code> : ''),
      meta: { wrap: true, priority: 2 },
    },
  ];
  return (
    <DataTable
      data={entries}
      columns={columns}
      rowId={(e) => String(e.auditId)}
      empty={t('noResults')}
      label={t('menu.audit')}
      rowProps={() => ({ 'data-testid': 'audit-row' })}
      detailsTitle={(e) => `${formatKst(e.at)} ${actionName(e.action)}`}
    />
  );
}
