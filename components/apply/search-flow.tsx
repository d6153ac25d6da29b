'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CancelReason } from '@/lib/codes';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lookupSchema, updateSchema } from '@/lib/validation/application';
import { callApi, useErrorText } from './api';
import { ApplicantSection } from './applicant-section';
import { useDialog, type DialogApi } from '@/components/ui/dialog';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { RaceDayInfo, type RaceDayRunner } from './race-day-info';
import { RegistrationSummary } from './registration-summary';
import { BankTransferDetails } from './bank-transfer-details';
import type { BankInfo } from './types';
import styles from './apply.module.css';
import { useToast, type ToastApi } from '@/components/ui/toast';
import type { JoinerView } from '@/lib/registration/joiner-view';
import { awaitsPayment, type editableFields } from '@/lib/registration/permissions';

/** The wire form of a registration number: 4 digits, leading zeros kept (lookupSchema makes it a number). */
const seq4 = (n: number | string) => String(n).padStart(4, '0');
type LookupIn = z.input<typeof lookupSchema>;
type LookupOut = z.output<typeof lookupSchema>;
const editSchema = updateSchema.shape.joiner.omit({ joinSeq: true });
type EditIn = z.input<typeof editSchema>;
type EditOut = z.output<typeof editSchema>;

/** The answer of POST /api/application/search (lib/registration/self-service.ts registrationView). */
interface Registration {
  joiner: JoinerView & {
    brief: string | null;
    editFlag: boolean;
    cancelable: boolean;
    editableFields: ReturnType<typeof editableFields>;
    joinHash: string;
    /** When an unpaid entry is cancelled (ISO); null when paid, cancelled or without one. */
    payDeadline: string | null;
    /** Why a cancelled entry was cancelled ('unpaid': by the system at its deadline). */
    cancelReason: CancelReason | null;
  };
  runners: Array<
    RaceDayRunner & {
      runnerName: string;
      birthday: string;
      gender: string;
      cellphone: string;
      ticketName: string;
      ticketNameEn: string | null;
      choiceOption: string | null;
      backNo: string | number | null;
    }
  >;
}

/**
 * /apply/search (spec §2, §4): look up by name, phone and 4-digit number; edit (RSVT: name, group
 * name, phone, address; CMPL: phone and address, 'contact admin' for the rest); cancel (RSVT or
 * amount 0) then back to /apply/individual. Edits and cancels send the lookup's proof.
 */
export function SearchFlow({ bank }: { bank: BankInfo | null }) {
  const t = useTranslations('search');
  const { alert, confirm, dialog } = useDialog();
  const { toast, toasts } = useToast();
  const errorText = useErrorText();
  const [found, setFound] = useState<{ reg: Registration; proof: LookupOut } | null>(null);
  const form = useForm<LookupIn, unknown, LookupOut>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { joinerName: '', cellphone: '', joinSeq: '' },
  });
  const errors = form.formState.errors;

  async function lookup(proof: LookupOut) {
    const res = await callApi<Registration>('POST', '/api/application/search', { ...proof, joinSeq: seq4(proof.joinSeq) });
    if (!res.ok) return void (await alert(errorText(res)));
    setFound({ reg: res.body, proof });
  }

  if (found) {
    return (
      <>
        <Found
          key={`${found.reg.joiner.joinSeq}-${found.reg.joiner.joinerName}-${found.reg.joiner.cellphone}`}
          reg={found.reg}
          proof={found.proof}
          bank={bank}
          onUpdated={(reg) =>
            setFound({ reg, proof: { joinSeq: reg.joiner.joinSeq, joinerName: reg.joiner.joinerName, cellphone: reg.joiner.cellphone } })
          }
          onBack={() => setFound(null)}
          alert={alert}
          confirm={confirm}
          toast={toast}
        />
        {dialog}
        {toasts}
      </>
    );
  }

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(lookup)} className={styles.fieldset} aria-label={t('title')}>
        <div className="row">
          <TextField
            id="lookupName"
            label={t('joinerName')}
            autoComplete="name"
            error={errors.joinerName}
            {...form.register('joinerName')}
          />
          <PhoneField
            id="lookupPhone"
            label={t('cellphone')}
            placeholder={t('cellphoneHint')}
            error={errors.cellphone}
            {...form.register('cellphone')}
          />
          <TextField
            id="lookupSeq"
            label={t('joinSeq')}
            digits
            maxLength={4}
            placeholder={t('joinSeqHint')}
            error={errors.joinSeq}
            {...form.register('joinSeq')}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('searching') : t('submit')}
          </button>
        </div>
        <p className={`muted ${styles.small}`} style={{ textAlign: 'center' }}>
          <Link href="/apply/searchId">{t('forgot')}</Link>
        </p>
      </form>
      {dialog}
    </>
  );
}

function Found({
  reg,
  proof,
  bank,
  onUpdated,
  onBack,
  alert,
  confirm,
  toast,
}: {
  reg: Registration;
  proof: LookupOut;
  bank: BankInfo | null;
  onUpdated: (r: Registration) => void;
  onBack: () => void;
  alert: (m: string) => Promise<void>;
  confirm: DialogApi['confirm'];
  toast: ToastApi['toast'];
}) {
  const t = useTranslations('search');
  const tu = useTranslations('ui');
  const tp = useTranslations('places');
  const router = useRouter();
  const errorText = useErrorText();
  const j = reg.joiner;
  const cmpl = j.paymentStatus === 'CMPL';
  const editable = j.editableFields.length > 0;
  // What the visitor may change is the server's answer (lib/registration/permissions editableFields).
  const canEdit = (field: ReturnType<typeof editableFields>[number]) => j.editableFields.includes(field);
  const form = useForm<EditIn, unknown, EditOut>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      joinerName: j.joinerName,
      exponent: j.exponent ?? null,
      cellphone: j.cellphone,
      zipcode: j.zipcode,
      zipAddress: j.zipAddress,
      address: j.address,
    },
  });
  const contactAdmin = () => void alert(t('contactAdmin'));

  async function save(values: EditOut) {
    const res = await callApi<Registration>('PUT', '/api/application/update', {
      joiner: { ...values, exponent: j.exponent === null ? null : values.exponent, joinSeq: seq4(j.joinSeq) },
      proof: { joinerName: proof.joinerName, cellphone: proof.cellphone },
    });
    if (!res.ok) return void (await alert(errorText(res)));
    toast(t('saved'), 'ok');
    onUpdated(res.body);
  }

  async function cancel() {
    if (
      !(await confirm(t('confirmCancel'), {
        title: t('cancelTitle'),
        confirmLabel: tu('search.cancel'),
        cancelLabel: tu('search.keep'),
        danger: true,
      }))
    )
      return;
    const res = await callApi('DELETE', '/api/application/cancel', { ...proof, joinSeq: seq4(proof.joinSeq) });
    if (!res.ok) return void (await alert(errorText(res)));
    await alert(t('cancelled'));
    router.push('/apply/individual');
  }

  return (
    <div className={styles.flow}>
      <RegistrationSummary joiner={j} runners={reg.runners} />
      {j.cancelReason === 'unpaid' && (
        <p className="alert alert-info" data-testid="cancelled-unpaid">
          {tp('deadline.cancelledUnpaid')}
        </p>
      )}
      <RaceDayInfo runners={reg.runners} />
      {bank && awaitsPayment(j) && (
        <BankTransferDetails
          bank={bank}
          joinSeq={j.joinSeq}
          amount={j.amount}
          brief={j.brief}
          paymentStatus={j.paymentStatus}
          proof={j.joinHash}
          payDeadline={j.payDeadline}
        />
      )}
      {editable && (
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(save)} aria-labelledby="edit-title">
            <h2 id="edit-title" className={styles.stepTitle}>
              {t('editTitle')}
            </h2>
            <p className="muted">{cmpl ? t('editHintCmpl') : t('editHint')}</p>
            <ApplicantSection onLockedName={canEdit('joinerName') ? undefined : contactAdmin}>
              {j.exponent !== null && (
                <TextField
                  id="exponent"
                  label={t('exponent')}
                  readOnly={!canEdit('exponent')}
                  onClick={canEdit('exponent') ? undefined : contactAdmin}
                  error={form.formState.errors.exponent}
                  {...form.register('exponent')}
                />
              )}
            </ApplicantSection>
            <div className={styles.actions}>
              <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('saving') : t('save')}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
      {j.paymentStatus !== 'CNCL' && (
        <section aria-labelledby="cancel-title" className={styles.fieldset}>
          <h2 id="cancel-title" className={styles.subTitle}>
            {t('cancelTitle')}
          </h2>
          {j.cancelable ? (
            <button type="button" className="btn btn-danger" onClick={cancel}>
              {t('cancelButton')}
            </button>
          ) : (
            <p className="alert alert-info">{t('cmplNoCancel')}</p>
          )}
        </section>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t('newSearch')}
        </button>
      </div>
    </div>
  );
}
