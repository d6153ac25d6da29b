'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { LedgerFigures } from '@/components/ledger/ledger-figures';
import { LedgerTable } from '@/components/ledger/ledger-table';
import { MoneyLine } from '@/components/ledger/money-line';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import type { StaffLedger } from '@/lib/ledger/staff';
import { formatKst } from '@/lib/time/kst';
import { adminFetch } from '../admin-fetch';
import styles from './proxy.module.css';

/**
 * The payment ledger of a registration on the proxy edit pages (`initial` as the server page read it,
 * GET /api/admin/ledger again after an adjustment): its figures
 * ('입금 90,000원 · 추가 납부 15,000원'), every row with who recorded it, an adjustment with a reason
 * (POST /api/admin/ledger/adjust: + more due, − less due), its refund requests and the history of its
 * transfers (who held each bib, when, who approved).
 */
export function LedgerPanel({ initial }: { initial: StaffLedger }) {
  const t = useTranslations('proxy.ledger');
  const tt = useTranslations();
  const errorText = useErrorText();
  const { alert, confirm, toast } = useFeedback();
  const [ledger, setLedger] = useState<StaffLedger>(initial);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const seq = String(initial.joinSeq).padStart(4, '0');

  // Read again after an adjustment (the first reading came with the page).
  const load = useCallback(async () => {
    const l = (await adminFetch<StaffLedger>('GET', `/api/admin/ledger?joinSeq=${seq}`, undefined, tt('errors.noPermission'))).body;
    if (l && 'rows' in l) setLedger(l);
  }, [seq, tt]);

  async function adjust() {
    const won = Number(amount.replace(/[^\d-]/g, ''));
    if (!Number.isInteger(won) || won === 0) return alert(tt('refunds.errors.adjustAmount'));
    if (reason.trim().length < 2) return alert(tt('refunds.errors.reason'));
    if (!(await confirm(t('confirmAdjust', { amount: won.toLocaleString('ko-KR') }), { confirmLabel: t('adjust') }))) return;
    const a = await adminFetch('POST', '/api/admin/ledger/adjust', { joinSeq: seq, amount: won, reason }, tt('errors.noPermission'));
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return void (await alert(errorText(a)));
    toast(t('adjusted'), 'ok');
    setAmount('');
    setReason('');
    await load();
  }

  return (
    <section className={`container ${styles.section}`} aria-labelledby="ledger-title" data-testid="ledger-panel">
      <h2 id="ledger-title">{t('title')}</h2>
      <p>
        <strong>
          <MoneyLine money={ledger} />
        </strong>
        {ledger.brief && <span className="muted"> · {t('brief', { brief: ledger.brief })}</span>}
      </p>
      <LedgerFigures money={ledger} />
      <LedgerTable rows={ledger.rows} staff />
      <h3>{t('adjustTitle')}</h3>
      <div className="row">
        <TextField
          id="adjust-amount"
          label={t('amount')}
          hint={t('amountHint')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField id="adjust-reason" label={t('reason')} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="button" className="btn btn-outline" onClick={() => void adjust()}>
        {t('adjust')}
      </button>
      {ledger.refunds.length > 0 && (
        <>
          <h3>{t('refunds')}</h3>
          <ul>
            {ledger.refunds.map((r) => (
              <li key={r.refundSeq}>
                {t('refundLine', {
                  refundSeq: r.refundSeq,
                  amount: r.amount.toLocaleString('ko-KR'),
                  state: tt(`refunds.state.${r.state}`),
                  at: formatKst(r.requestedAt),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {ledger.transfers.length > 0 && (
        <>
          <h3>{t('transfers')}</h3>
          <ul data-testid="transfer-history">
            {ledger.transfers.map((x) => (
              <li key={x.transferSeq}>
                {t('transferLine', {
                  from: x.fromName,
                  to: x.toName,
                  at: formatKst(x.decidedAt ?? x.requestedAt),
                  state: tt(`transfers.state.${x.state}`),
                  by: x.decidedBy === 'auto' ? tt('transfers.auto') : (x.decidedBy ?? '-'),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
