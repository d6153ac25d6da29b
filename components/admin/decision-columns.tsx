'use client';
import type { Column } from '@/components/ui/data-table/data-table';
import { KstDateTime } from './kst-date-time';

/** What a staff-reviewed request (a refund, a transfer) carries about its review. */
interface Reviewed {
  requestedAt: string | Date;
  decidedAt: string | Date | null;
  decidedBy: string | null;
}

/**
 * The 'requested at' and 'decided (by whom, when)' columns shared by the staff lists of refund
 * requests and transfers, both of lower priority (they give way first on a narrow box and stay in
 * the row's details drawer). `decider` turns the stored decider into its label ('auto' for a
 * transfer approved without staff).
 */
export function decisionColumns<T extends Reviewed>(
  labels: { requestedAt: string; decided: string },
  decider: (by: string | null) => string = (by) => by ?? '',
): Array<Column<T>> {
  return [
    {
      id: 'requestedAt',
      header: labels.requestedAt,
      cell: ({ row: { original: r } }) => <KstDateTime at={r.requestedAt} />,
      meta: { priority: 3 },
    },
    {
      id: 'decided',
      header: labels.decided,
      meta: { priority: 3 },
      cell: ({ row: { original: r } }) => (
        <>
          {decider(r.decidedBy)} {r.decidedAt && <KstDateTime at={r.decidedAt} />}
        </>
      ),
    },
  ];
}
