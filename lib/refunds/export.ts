import 'server-only';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '@/db/client';
import type { Locale } from '@/i18n/config';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { translate } from '@/lib/i18n/translate';
import { bankName } from '@/lib/payments/banks';
import { safeCell } from '@/lib/reception/excel-cell';
import { kstToday } from '@/lib/validation/fields';
import { openAccount } from './account';
import { approvedBankRefunds } from './staff-list';

/** What the payee's bank statement shows (bulk-transfer files allow about 7 Korean letters). */
const PAYEE_MEMO = '마라톤환불';

/**
 * GET /api/admin/refunds/export?purpose= (.xlsx): the approved refunds paid back by bank transfer, one
 * row each in the columns of a bank's bulk-transfer upload (bank code, bank, account number as text
 * so leading zeros stay, holder, amount in won, payee memo) plus the refund and registration numbers.
 * Account numbers are opened with REFUND_ACCOUNT_KEY; the export and its purpose are written to the
 * audit log ('refund-export', the refundSeqs, never the numbers). After the bank ran the file, staff
 * mark the rows sent (lib/refunds/decide.ts markRefundsSent), which erases the numbers.
 */
export async function exportBankRefunds(db: DbOrTx, purpose: string, staff: AdminContext, locale: Locale) {
  const rows = await approvedBankRefunds(db);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'marathon-site';
  const sheet = wb.addWorksheet(translate(locale, 'refunds.export.sheet'));
  const cols = ['bankCode', 'bankName', 'accountNo', 'holder', 'amount', 'memo', 'refundSeq', 'joinSeq'] as const;
  const widths = { bankCode: 8, bankName: 16, accountNo: 20, holder: 12, amount: 12, memo: 14, refundSeq: 10, joinSeq: 10 };
  sheet.columns = cols.map((key) => ({ header: translate(locale, `refunds.export.columns.${key}`), key, width: widths[key] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('bankCode').numFmt = '@';
  sheet.getColumn('accountNo').numFmt = '@';
  for (const r of rows) {
    sheet.addRow({
      bankCode: r.bankCode,
      bankName: bankName(r.bankCode ?? '', locale),
      accountNo: openAccount(r),
      holder: safeCell(r.accountHolder),
      amount: r.bankAmount,
      memo: PAYEE_MEMO,
      refundSeq: r.refundSeq,
      joinSeq: String(r.joinSeq).padStart(4, '0'),
    });
  }
  if (rows.length) {
    const total = sheet.addRow({ holder: translate(locale, 'refunds.export.total'), amount: rows.reduce((n, r) => n + r.bankAmount, 0) });
    total.font = { bold: true };
  }
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  await writeAudit(db, {
    ...byStaff(staff),
    action: 'refund-export',
    purpose,
    detail: { refundSeqs: rows.map((r) => r.refundSeq), rowCount: rows.length },
  });
  const stamp = kstToday();
  return {
    buffer,
    fileName: `${translate(locale, 'refunds.export.fileName')}-${stamp}.xlsx`,
    asciiName: `refunds-${stamp}.xlsx`,
    count: rows.length,
  };
}
