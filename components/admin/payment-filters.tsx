'use client';
import { useTranslations } from 'next-intl';
import { ListFilters, type FilterField } from './list-filters';

/** Filters of the payment check (spec §2, §5): the end date may not be earlier than the start date. */
export function PaymentFilters({ fields, rowCount }: { fields: FilterField[]; rowCount: number }) {
  const t = useTranslations('reception');
  return (
    <ListFilters
      fields={fields}
      rowCount={rowCount}
      check={(v) => (v.startDate && v.endDate && v.endDate < v.startDate ? t('endBeforeStart') : null)}
    />
  );
}
