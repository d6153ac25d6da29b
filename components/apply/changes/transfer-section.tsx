'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '@/components/ui/select-field';
import { PhoneField } from '@/components/ui/phone-field';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { isInternational } from '@/lib/validation/international-phone';
import { useFeedback } from '@/components/ui/feedback';
import { GENDERS } from '@/lib/codes';
import { formatKst } from '@/lib/time/kst';
import { newRunnerSchema } from '@/lib/validation/changes';
import { callApi, useErrorText } from '@/components/http/api-client';
import styles from '../apply.module.css';
import type { ChangeSectionProps } from './types';
import type { TransferConfirmAnswer, TransferRequestAnswer } from '@/lib/transfers/transfer';

type NewRunnerIn = z.input<typeof newRunnerSchema>;
type NewRunnerOut = z.output<typeof newRunnerSchema>;

/**
 * 'Transfer a place' (명의 변경) on the lookup page, shown only while the edition's transfer window is
 * open: the registrant picks a runner and enters the new runner (name, birthday, gender, mobile; the
 * application's rules), POST /api/application/transfer sends a code to the new runner's phone, then the
 * code they read out is entered here (POST /api/application/transfer/confirm): done at once, or after
 * the race office approves, as the edition says.
 */
export function TransferSection({ reg, proof, policy, onChanged }: ChangeSectionProps) {
  const t = useTranslations('ledger.transfer');
  const ta = useTranslations('apply');
  const errorText = useErrorText();
  const { alert, toast } = useFeedback();
  const [runnerSeq, setRunnerSeq] = useState('');
  const [transferSeq, setTransferSeq] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm<NewRunnerIn, unknown, NewRunnerOut>({
    resolver: zodResolver(newRunnerSchema),
    defaultValues: { runnerName: '', birthday: '', gender: 'M', cellphone: '', email: '' },
  });
  const errors = form.formState.errors;
  const foreign = isInternational(useWatch({ control: form.control, name: 'cellphone' }) ?? '');
  if (!policy.transfer || !policy.allowed.transfer || reg.joiner.paymentStatus === 'CNCL') return null;
  const fee = policy.transfer.fee;

  const ask = form.handleSubmit(async (newRunner) => {
    if (!runnerSeq) return alert(t('runner'));
    setBusy(true);
    const res = await callApi<TransferRequestAnswer>('POST', '/api/application/transfer', {
      proof,
      runnerSeq: Number(runnerSeq),
      newRunner,
    });
    setBusy(false);
    if (!res.ok) return alert(errorText(res));
    setTransferSeq(res.body.transferSeq);
    toast(t('codeSent'), 'ok');
  });

  async function confirmCode() {
    setBusy(true);
    const res = await callApi<TransferConfirmAnswer>('POST', '/api/application/transfer/confirm', { transferSeq, code });
    setBusy(false);
    if (!res.ok) return alert(errorText(res));
    await alert(res.body.state === 'approved' ? t('approved') : t('awaiting'));
    setTransferSeq(null);
    setCode('');
    form.reset();
    await onChanged();
  }

  return (
    <section aria-labelledby="transfer-title" className={styles.fieldset} data-testid="transfer-section">
      <h2 id="transfer-title" className={styles.subTitle}>
        {t('title')}
      </h2>
      <p className={styles.small}>
        {t('intro', { approval: policy.transfer.approval ? t('approvalOn') : t('approvalOff') })}{' '}
        {fee > 0 && t('fee', { fee: fee.toLocaleString('ko-KR') })} {t('deadline', { date: formatKst(policy.transfer.close) })}
      </p>
      {transferSeq === null ? (
        <form method="post" noValidate onSubmit={(e) => void ask(e)}>
          <SelectField
            id="transferRunner"
            label={t('runner')}
            value={runnerSeq}
            placeholder={t('choose')}
            onChange={(e) => setRunnerSeq(e.target.value)}
            options={reg.runners.map((r) => ({ value: String(r.runnerSeq), label: `${r.runnerName} · ${r.ticketName}` }))}
          />
          <fieldset className={styles.fieldset}>
            <legend>{t('newRunner')}</legend>
            <div className="row">
              <TextField id="newRunnerName" label={ta('form.runnerName')} error={errors.runnerName} {...form.register('runnerName')} />
              <TextField
                id="newRunnerBirthday"
                label={ta('form.birthday')}
                digits
                maxLength={8}
                placeholder={ta('form.birthdayHint')}
                error={errors.birthday}
                {...form.register('birthday')}
              />
            </div>
            <div className="row">
              <SelectField
                id="newRunnerGender"
                label={ta('form.gender')}
                error={errors.gender}
                options={GENDERS.map((g) => ({ value: g, label: ta(`gender.${g}`) }))}
                {...form.register('gender')}
              />
              <PhoneField
                id="newRunnerPhone"
                label={ta('form.runnerCellphone')}
                placeholder={ta('form.cellphoneHint')}
                hint={ta('form.foreignPhone')}
                error={errors.cellphone}
                {...form.register('cellphone')}
              />
            </div>
            {foreign && (
              // A new holder from abroad: the code and the notice come by e-mail.
              <EmailField id="newRunnerEmail" label={ta('form.email')} error={errors.email} {...form.register('email')} />
            )}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className="btn" disabled={busy}>
              {t('submit')}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <p className="alert alert-info">{t('codeSent')}</p>
          <TextField
            id="transferCode"
            label={t('code')}
            digits
            maxLength={6}
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className={styles.actions}>
            <button type="button" className="btn" onClick={() => void confirmCode()} disabled={busy || code.length !== 6}>
              {t('confirm')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
