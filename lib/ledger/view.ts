import 'server-only';
import type { DbOrTx } from '@/db/client';
import type { Locale } from '@/i18n/config';
import type { LedgerCause, LedgerKind, MoneyMethod } from '@/lib/codes';
import { translate } from '@/lib/i18n/translate';
import { findByProof } from '@/lib/registration/self-service';
import type { LookupInput } from '@/lib/validation/application';
import { ledgerRows, type LedgerRow } from './record';
import { summarise, type LedgerSummary } from './summary';

/** A ledger row as POST /api/application/ledger answers it (won; `at` ISO; `memo` in the visitor's language). */
export interface LedgerRowView {
  kind: LedgerKind;
  cause: LedgerCause;
  method: MoneyMethod | null;
  amount: number;
  at: string;
  memo: string;
}

/** The ledger of a registration: its rows, oldest first, and the figures every money screen shows. */
export interface LedgerView extends LedgerSummary {
  rows: LedgerRowView[];
}

/** The memo of a row: what it was for, with the fee percentage, the day of a deposit or staff's reason. */
export function rowMemo(r: Pick<LedgerRow, 'cause' | 'memo' | 'depositedOn'>, locale: Locale): string {
  const what = translate(locale, `ledger.causes.${r.cause}`);
  const detail = [r.depositedOn, r.memo].filter(Boolean).join(', ');
  return detail ? `${what} (${detail})` : what;
}

/** The view of `rows` (lib/ledger/record.ts ledgerRows) in `locale`. */
export function ledgerView(rows: readonly LedgerRow[], locale: Locale): LedgerView {
  return {
    rows: rows.map((r) => ({
      kind: r.kind,
      cause: r.cause,
      method: r.method,
      amount: r.amount,
      at: r.at.toISOString(),
      memo: rowMemo(r, locale),
    })),
    ...summarise(rows),
  };
}

/** The ledger of registration `joinerId` in `locale`. */
export async function ledgerOf(db: DbOrTx, joinerId: number, locale: Locale = 'ko'): Promise<LedgerView> {
  return ledgerView(await ledgerRows(db, joinerId), locale);
}

/**
 * POST /api/application/ledger: the ledger of the registration the visitor proves with
 * `{joinSeq, joinerName, cellphone}` from client `clientKey` (the lookup's proof and its per-client limit;
 * S0001 when it does not match).
 */
export async function ledgerByProof(db: DbOrTx, proof: LookupInput, clientKey: string, locale: Locale): Promise<LedgerView> {
  const j = await findByProof(db, proof, clientKey);
  return ledgerOf(db, j.joinerId, locale);
}
