import { useTranslations } from 'next-intl';
import type { LedgerSummary } from '@/lib/ledger/summary';

const won = (n: number) => n.toLocaleString('ko-KR');

/**
 * The ledger's figures in one line, as every screen that shows money shows them: '입금 90,000원 ·
 * 추가 납부 15,000원', '입금 35,000원 · 환불 예정 17,500원', '미입금 · 납부할 금액 35,000원', with what
 * was refunded after it. Server or client.
 */
export function MoneyLine({ money, className }: { money: LedgerSummary; className?: string }) {
  const t = useTranslations('ledger.summary');
  const parts: string[] = [];
  if (money.charged === 0 && money.paid === 0) parts.push(t('free'));
  else if (money.paid === 0) parts.push(t('nothingPaid', { due: won(money.due) }));
  else if (money.due > 0) parts.push(t('lineDue', { paid: won(money.paid), due: won(money.due) }));
  else if (money.credit > 0) parts.push(t('lineCredit', { paid: won(money.paid), credit: won(money.credit) }));
  else parts.push(t('line', { paid: won(money.paid) }));
  if (money.refunded > 0) parts.push(t('lineRefunded', { refunded: won(money.refunded) }));
  return (
    <span className={className} data-testid="money-line">
      {parts.join(' · ')}
    </span>
  );
}
