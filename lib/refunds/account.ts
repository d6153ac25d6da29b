import 'server-only';
import type { Locale } from '@/i18n/config';
import { bankName } from '@/lib/payments/banks';
import { maskName } from '@/lib/privacy/mask';
import { open, refundAccountKey } from '@/lib/security/secret-box';

/** The additional data a refund account is sealed with: the registration it belongs to. */
export function accountContext(joinerId: number): string {
  return `refund-account:${joinerId}`;
}

/** A stored refund account as the columns hold it. */
export interface StoredAccount {
  joinerId: number;
  bankCode: string | null;
  accountHolder: string | null;
  accountCipher: string | null;
  accountTail: string | null;
}

/** The account as staff lists show it: bank name, number masked to its last 4 digits, holder masked; null when none (or erased). */
export function maskedAccount(a: StoredAccount, locale: Locale) {
  if (!a.bankCode || !a.accountTail) return null;
  return {
    bankCode: a.bankCode,
    bankName: bankName(a.bankCode, locale),
    accountNo: `****${a.accountTail}`,
    holder: a.accountHolder ? maskName(a.accountHolder) : null,
    erased: !a.accountCipher,
  };
}

/** The account number in the clear (needs REFUND_ACCOUNT_KEY); null once erased. Throws when the key or value is wrong. */
export function openAccount(a: StoredAccount): string | null {
  return a.accountCipher ? open(refundAccountKey(), a.accountCipher, accountContext(a.joinerId)) : null;
}

/** The columns that erase a refund account once the refund is settled (the bank and last digits stay as its record). */
export const ERASED_ACCOUNT = { accountCipher: null, accountHolder: null } as const;
