import 'server-only';
import type { DbOrTx } from '@/db/client';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { translate } from '@/lib/i18n/translate';
import { kstDateStamp, writeSheet } from '@/lib/excel/sheet-file';
import type { DispatchExportQuery } from '@/lib/validation/dispatch';
import { COURIER_INFO } from './couriers';
import { itemsLine, listParcels, type Parcel } from './parcels';

/**
 * The courier's columns, in the order Korean couriers' bulk-booking sheets take them (받는분, 전화,
 * 우편번호, 주소, 품목, 수량, 배송메시지) plus the registration number as the order number the courier
 * returns beside each tracking number (the tracking import matches on it). Headers are Korean
 * whatever the staff member's language: the file is read by the courier's system.
 */
const COLUMNS: Array<{ key: string; width: number; value: (p: Parcel, items: string) => string | number | null }> = [
  { key: 'recipient', width: 12, value: (p) => p.joinerName },
  { key: 'phone', width: 14, value: (p) => p.cellphone },
  { key: 'zipcode', width: 8, value: (p) => p.zipcode },
  { key: 'address', width: 48, value: (p) => `${p.zipAddress} ${p.address}`.trim() },
  { key: 'items', width: 60, value: (_p, items) => items },
  { key: 'quantity', width: 6, value: (p) => p.items.length },
  { key: 'message', width: 24, value: (p) => p.exponent },
  { key: 'orderNo', width: 10, value: (p) => String(p.joinSeq).padStart(4, '0') },
  { key: 'courier', width: 12, value: (p) => (p.courier ? COURIER_INFO[p.courier].name : null) },
  { key: 'trackingNo', width: 16, value: (p) => p.trackingNo },
];

/**
 * GET /api/admin/dispatch/export (kit dispatch): the parcels as an .xlsx for the courier, one
 * row per parcel (a group's runners in one row to the applicant), every text cell formula-safe.
 * `scope` pending leaves out parcels that already have a tracking number. The export and its purpose
 * are written to the audit log (counts only). Returns the file and its names.
 */
export async function exportParcels(db: DbOrTx, q: DispatchExportQuery, staff: AdminContext) {
  const parcels = await listParcels(db, q.scope === 'pending');
  const t = (key: string) => translate('ko', `dispatch.export.${key}`);
  const labels = { bib: t('bib'), chip: t('chip') };
  const buffer = await writeSheet(
    t('sheet'),
    COLUMNS.map((c) => ({ header: t(`columns.${c.key}`), width: c.width })),
    parcels.map((p) => {
      const items = itemsLine(p.items, labels);
      return COLUMNS.map((c) => c.value(p, items));
    }),
  );
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'export',
    purpose: q.purpose,
    detail: { list: 'dispatch', scope: q.scope, rowCount: parcels.length },
  });
  const stamp = kstDateStamp();
  return { buffer, fileName: `${t('fileName')}-${stamp}.xlsx`, asciiName: `kit-parcels-${stamp}.xlsx`, rowCount: parcels.length };
}
