'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lookupSchema, updateSchema } from '@/lib/validation/application';
import { callApi, useErrorText } from './api';
import { ApplicantSection } from './applicant-section';
import { useDialog } from './dialog';
import { FieldError } from './field-error';
import { RegistrationSummary } from './registration-summary';
import styles from './apply.module.css';
import type { JoinerView } from '@/lib/registration/joiner-view';

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
    editableFields: string[];
  };
  runners: Array<{ runnerName: string; birthday: string; gender: string; cellphone: string; ticketName: string; choiceOption: string | null; backNo: string | number | null }>;
}

/**
 * /apply/search (spec §2, §4): look up by name, phone and 4-digit number; edit (RSVT: name, group
 * name, phone, address; CMPL: phone and address, 'contact admin' for the rest); cancel (RSVT or
 * amount 0) then back to /apply/individual. Edits and cancels send the lookup's proof.
 */
export function SearchFlow() {
  const t = useTranslations('search');
  const { alert, confirm, dialog } = useDialog();
  const errorText = useErrorText();
  const [found, setFound] = useState<{ reg: Registration; proof: LookupOut } | null>(null);
  const form = useForm<LookupIn, unknown, LookupOut>({ resolver: zodResolver(lookupSchema), defaultValues: { joinerName: '', cellphone: '', joinSeq: '' } });
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
          onUpdated={(reg) => setFound({ reg, proof: { joinSeq: reg.joiner.joinSeq, joinerName: reg.joiner.joinerName, cellphone: reg.joiner.cellphone } })}
          onBack={() => setFound(null)}
          alert={alert}
          confirm={confirm}
        />
        {dialog}
      </>
    );
  }

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(lookup)} className={styles.fieldset} aria-label={t('title')}>
        <div className="row">
          <div className="field">
            <label htmlFor="lookupName">{t('joinerName')}</label>
            <input id="lookupName" autoComplete="name" {...form.register('joinerName')} />
            <FieldError error={errors.joinerName} />
          </div>
          <div className="field">
            <label htmlFor="lookupPhone">{t('cellphone')}</label>
            <input id="lookupPhone" inputMode="numeric" maxLength={11} placeholder={t('cellphoneHint')} {...form.register('cellphone')} />
            <FieldError error={errors.cellphone} />
          </div>
          <div className="field">
            <label htmlFor="lookupSeq">{t('joinSeq')}</label>
            <input id="lookupSeq" inputMode="numeric" maxLength={4} placeholder={t('joinSeqHint')} {...form.register('joinSeq')} />
            <FieldError error={errors.joinSeq} />
          </div>
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
  onUpdated,
  onBack,
  alert,
  confirm,
}: {
  reg: Registration;
  proof: LookupOut;
  onUpdated: (r: Registration) => void;
  onBack: () => void;
  alert: (m: string) => Promise<void>;
  confirm: (m: string) => Promise<boolean>;
}) {
  const t = useTranslations('search');
  const router = useRouter();
  const errorText = useErrorText();
  const j = reg.joiner;
  const cmpl = j.paymentStatus === 'CMPL';
  const editable = j.editableFields.length > 0;
  const form = useForm<EditIn, unknown, EditOut>({
    resolver: zodResolver(editSchema),
    defaultValues: { joinerName: j.joinerName, exponent: j.exponent ?? null, cellphone: j.cellphone, zipcode: j.zipcode, zipAddress: j.zipAddress, address: j.address },
  });
  const contactAdmin = () => void alert(t('contactAdmin'));

  async function save(values: EditOut) {
    const res = await callApi<Registration>('PUT', '/api/application/update', {
      joiner: { ...values, exponent: j.exponent === null ? null : values.exponent, joinSeq: seq4(j.joinSeq) },
      proof: { joinerName: proof.joinerName, cellphone: proof.cellphone },
    });
    if (!res.ok) return void (await alert(errorText(res)));
    await alert(t('saved'));
    onUpdated(res.body);
  }

  async function cancel() {
    if (!(await confirm(t('confirmCancel')))) return;
    const res = await callApi('DELETE', '/api/application/cancel', { ...proof, joinSeq: seq4(proof.joinSeq) });
    if (!res.ok) return void (await alert(errorText(res)));
    await alert(t('cancelled'));
    router.push('/apply/individual');
  }

  return (
    <div className={styles.flow}>
      <RegistrationSummary joiner={j} runners={reg.runners} />
      {editable && (
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(save)} aria-labelledby="edit-title">
            <h2 id="edit-title" className={styles.stepTitle}>
              {t('editTitle')}
            </h2>
            <p className="muted">{cmpl ? t('editHintCmpl') : t('editHint')}</p>
            <ApplicantSection onLockedName={cmpl ? contactAdmin : undefined}>
              {j.exponent !== null && (
                <div className="field">
                  <label htmlFor="exponent">{t('exponent')}</label>
                  <input id="exponent" readOnly={cmpl} onClick={cmpl ? contactAdmin : undefined} {...form.register('exponent')} />
                  <FieldError error={form.formState.errors.exponent} />
                </div>
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
