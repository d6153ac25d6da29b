'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerFilled } from '@/components/ui/register-filled';
import { TextField } from '@/components/ui/text-field';
import { useFeedback } from '@/components/ui/feedback';
import type { PublicPolicy } from '@/lib/editions/policy';
import type { editableFields } from '@/lib/registration/permissions';
import type { SearchAnswer } from '@/lib/registration/self-service';
import { updateJoinerFields, withApplicantRules } from '@/lib/validation/application';
import { callApi, useErrorText } from '@/components/http/api-client';
import { ApplicantSection } from './applicant-section';
import { AddMembers } from './changes/add-members';
import { PaymentSection } from './changes/payment-section';
import { RefundSection } from './changes/refund-section';
import { RunnerChanges } from './changes/runner-changes';
import { TransferSection } from './changes/transfer-section';
import type { ChangeSectionProps, LookupProof } from './changes/types';
import { RaceDayInfo } from './race-day-info';
import { RegistrationSummary } from './registration-summary';
import type { BankInfo, CourseOption } from './types';
import styles from './apply.module.css';

/** The wire form of a registration number: 4 digits, leading zeros kept (lookupSchema makes it a number). */
export const seq4 = (n: number | string) => String(n).padStart(4, '0');

const editSchema = withApplicantRules(updateJoinerFields.omit({ joinSeq: true }));
type EditIn = z.input<typeof editSchema>;
type EditOut = z.output<typeof editSchema>;

/** What the lookup page hands to the found registration: bank details, courses, race day, the edition's policy. */
export interface FoundContext {
  bank: BankInfo | null;
  courses: CourseOption[];
  /** ISO instant of race day. */
  raceDate: string;
  policy: PublicPolicy;
}

/**
 * A looked-up registration (spec §2 /apply/search, §4): its summary, its money from the payment
 * ledger (and the balance to pay by card or transfer), the applicant's details to edit (RSVT unpaid:
 * name, group name, phone, address; once paid: phone and address, 'contact admin' for the rest), then
 * the changes after registering the edition allows: course and souvenir option, members of a group,
 * a transfer, cancelling with a refund. After each change the registration is looked up again.
 */
export function Found({
  reg,
  proof,
  context,
  onLookup,
  onBack,
}: {
  reg: SearchAnswer;
  proof: LookupProof;
  context: FoundContext;
  /** Looks the registration up again with `proof` (after an edit, with the new name or phone). */
  onLookup: (proof: LookupProof) => Promise<void>;
  onBack: () => void;
}) {
  const t = useTranslations('search');
  const tp = useTranslations('places');
  const errorText = useErrorText();
  const { alert, toast } = useFeedback();
  const j = reg.joiner;
  const paid = (j.deposit ?? 0) > 0;
  // What the visitor may change is the server's answer (lib/registration/permissions editableFields).
  const canEdit = (field: ReturnType<typeof editableFields>[number]) => j.editableFields.includes(field);
  const form = useForm<EditIn, unknown, EditOut>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      joinerName: j.joinerName,
      exponent: j.exponent ?? null,
      cellphone: j.cellphone,
      email: j.email ?? '',
      zipcode: j.zipcode,
      zipAddress: j.zipAddress,
      address: j.address,
    },
  });
  const contactAdmin = () => void alert(t('contactAdmin'));

  async function save(values: EditOut) {
    const res = await callApi('PUT', '/api/application/update', {
      joiner: { ...values, exponent: j.exponent === null ? null : values.exponent, joinSeq: seq4(j.joinSeq) },
      proof: { joinerName: proof.joinerName, cellphone: proof.cellphone },
    });
    if (!res.ok) return void (await alert(errorText(res)));
    toast(t('saved'), 'ok');
    await onLookup({ joinSeq: proof.joinSeq, joinerName: values.joinerName, cellphone: values.cellphone });
  }

  const sections: ChangeSectionProps = {
    reg,
    proof,
    courses: context.courses,
    raceDate: context.raceDate,
    policy: context.policy,
    onChanged: () => onLookup(proof),
  };
  return (
    <div className={styles.flow}>
      <RegistrationSummary joiner={j} runners={reg.runners} />
      {j.cancelReason === 'unpaid' && (
        <p className="alert alert-info" data-testid="cancelled-unpaid">
          {tp('deadline.cancelledUnpaid')}
        </p>
      )}
      <RaceDayInfo runners={reg.runners} />
      <PaymentSection reg={reg} proof={proof} bank={context.bank} version={j.money.charged * 31 + j.money.paid * 7 + j.money.refunded} />
      {j.editableFields.length > 0 && (
        <FormProvider {...form}>
          <form method="post" noValidate onSubmit={form.handleSubmit(save)} aria-labelledby="edit-title" className={styles.fieldset}>
            <h2 id="edit-title" className={styles.subTitle}>
              {t('editTitle')}
            </h2>
            <p className="muted">{paid ? t('editHintCmpl') : t('editHint')}</p>
            <ApplicantSection onLockedName={canEdit('joinerName') ? undefined : contactAdmin}>
              {j.exponent !== null && (
                <TextField
                  id="exponent"
                  label={t('exponent')}
                  readOnly={!canEdit('exponent')}
                  onClick={canEdit('exponent') ? undefined : contactAdmin}
                  error={form.formState.errors.exponent}
                  {...registerFilled(form, 'exponent')}
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
        <>
          <RunnerChanges {...sections} />
          <AddMembers {...sections} />
          <TransferSection {...sections} />
        </>
      )}
      <RefundSection {...sections} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {t('newSearch')}
        </button>
      </div>
    </div>
  );
}
