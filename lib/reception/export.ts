import 'server-only';
import type { DbOrTx } from '@/db/client';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import type { Locale } from '@/i18n/config';
import { codeLabel } from '@/lib/i18n/code-label';
import { translate } from '@/lib/i18n/translate';
import { formatKst } from '@/lib/time/kst';
import { bloodLabel } from '@/lib/validation/emergency';
import { kstDateStamp, writeSheet } from '@/lib/excel/sheet-file';
import type { ApplicationExport } from '@/lib/validation/reception';
import { figuresOf } from '@/lib/ledger/summary';
import { filterAuditDetail, listApplications, type ApplicationRecord } from './search';

/** Most rows one export carries (an edition has about 3,500 places). */
export const EXPORT_MAX_ROWS = 20_000;

/** A cell's value; `t` gives a code's label in the staff member's language (gender, status, payment method: codeLabel, never raw). */
type Cell = (r: ApplicationRecord, t: (key: string) => string) => string | number | null;

const COLUMNS: Array<{ key: string; width: number; value: Cell }> = [
  { key: 'joinSeq', width: 10, value: (r) => r.joinSeq },
  { key: 'joinerName', width: 12, value: (r) => r.joinerName },
  { key: 'exponent', width: 16, value: (r) => r.exponent },
  { key: 'runnerName', width: 12, value: (r) => r.runnerName },
  { key: 'birthday', width: 11, value: (r) => r.birthday },
  { key: 'gender', width: 6, value: (r, t) => codeLabel(t, 'reception.gender', r.gender) },
  { key: 'cellphone', width: 14, value: (r) => r.cellphone },
  // A runner from abroad is reached by e-mail (their own or the applicant's), as the messages are.
  { key: 'email', width: 24, value: (r) => r.email },
  { key: 'ticketName', width: 12, value: (r) => r.ticketName },
  { key: 'choiceOption', width: 10, value: (r) => r.choiceOption },
  { key: 'backNo', width: 8, value: (r) => r.backNo },
  { key: 'chipNo', width: 10, value: (r) => r.chipNo },
  { key: 'emergencyName', width: 12, value: (r) => r.emergencyName },
  { key: 'emergencyPhone', width: 14, value: (r) => r.emergencyPhone },
  { key: 'emergencyRelation', width: 10, value: (r) => r.emergencyRelation },
  { key: 'bloodType', width: 10, value: (r) => bloodLabel(r.bloodType, r.bloodRh, false) },
  { key: 'paymentStatus', width: 12, value: (r, t) => codeLabel(t, 'reception.status', r.paymentStatus) },
  { key: 'paymentType', width: 12, value: (r, t) => codeLabel(t, 'reception.paymentType', r.paymentType) },
  // The payment ledger's figures (won): charged, paid, refunded, still due, owed back.
  { key: 'amount', width: 10, value: (r) => r.amount },
  { key: 'deposit', width: 10, value: (r) => r.deposit ?? 0 },
  { key: 'refunded', width: 10, value: (r) => r.refunded },
  { key: 'due', width: 10, value: (r) => figuresOf(r).due },
  { key: 'credit', width: 10, value: (r) => figuresOf(r).credit },
  { key: 'brief', width: 14, value: (r) => r.brief },
  { key: 'joinerCellphone', width: 14, value: (r) => r.joinerCellphone },
  { key: 'joinerEmail', width: 24, value: (r) => r.joinerEmail },
  { key: 'zipcode', width: 8, value: (r) => r.zipcode },
  { key: 'zipAddress', width: 36, value: (r) => r.zipAddress },
  { key: 'address', width: 20, value: (r) => r.address },
  { key: 'joinTime', width: 17, value: (r) => formatKst(r.joinTime) },
];

/**
 * GET /api/admin/reception/search/excel (spec §7): every participant row
 * matching the list filters as an .xlsx, unmasked, with column titles and coded values (gender, payment
 * status and method) as labels in the staff member's locale;
 * every text cell formula-safe. The export and its purpose are written to the audit log ('export',
 * filters used and row count, never values). Returns the file and its names (UTF-8 and ASCII).
 */
export async function exportApplications(db: DbOrTx, q: ApplicationExport, staff: AdminContext, locale: Locale) {
  const { purpose, ...filter } = q;
  const rows = await listApplications(db, filter, EXPORT_MAX_ROWS);
  const t = (key: string) => translate(locale, key);
  const buffer = await writeSheet(
    translate(locale, 'reception.export.sheet'),
    COLUMNS.map((c) => ({ header: translate(locale, `reception.columns.${c.key}`), width: c.width })),
    rows.map((r) => COLUMNS.map((c) => c.value(r, t))),
  );
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'export',
    purpose,
    detail: { ...filterAuditDetail(filter), rowCount: rows.length },
  });
  const stamp = kstDateStamp();
  return { buffer, fileName: `${translate(locale, 'reception.export.fileName')}-${stamp}.xlsx`, asciiName: `applications-${stamp}.xlsx` };
}
