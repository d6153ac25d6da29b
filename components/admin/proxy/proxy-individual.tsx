'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { adminFetch } from '@/components/admin/admin-fetch';
import type { PriceCategory } from '@/lib/codes';
import type { ProxyCourse, ProxyDetail } from '@/lib/reception/proxy-types';
import { runnerPrice } from '@/lib/registration/pricing';
import { ApplicantBlock, applicantValues, emptyApplicant, type ProxyApplicantValues } from './applicant-block';
import { blankRunner, RunnerForm, runnerProblems } from './runner-form';
import { emergencyInputs, type RunnerFields } from './runner-lists';
import { usePaidEditConsent } from './use-paid-edit-consent';
import { useProxyDetail } from './use-proxy-detail';
import styles from './proxy.module.css';
import { firstPaymentType } from '@/lib/validation/international-phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { proxyJoinerSchema } from '@/lib/validation/proxy';

/** Price categories an individual entry may have (the school price needs a group of 10, spec §9). */
const INDIVIDUAL_CATEGORIES: PriceCategory[] = ['standard', 'disabled'];

/** The runner of the form, with its number once stored. */
type StoredRunner = RunnerFields & { runnerSeq?: number };

/** The stored runner of an individual registration (race-day or untact), as the form edits it; null when it has none. */
function runnerOf(d: ProxyDetail): StoredRunner | null {
  const r = d.runnersByTicketType.offline[0] ?? d.runnersByTicketType.online[0];
  if (!r) return null;
  return {
    runnerSeq: r.runnerSeq,
    ticketSeq: r.ticketSeq,
    choiceOption: r.choiceOption ?? '',
    runnerName: r.runnerName,
    birthday: r.birthday,
    gender: r.gender,
    cellphone: r.cellphone,
    ...emergencyInputs(r),
  };
}

/**
 * /user/reception/application/individual (spec §2, §4 staff proxy): new individual registration
 * (BANK, or CARD for an applicant from abroad; RSVT, amount = the chosen course's price, gender M) or, with `initial` (the stored
 * registration, read by the server page), its edit. 'apply'
 * saves through POST /api/admin/applicant/applyForAll and goes to the application list; 'modify'
 * through PUT /api/admin/application/update with 'modification completed, payment status also reset'.
 */
export function ProxyIndividual({ courses, initial }: { courses: ProxyCourse[]; initial: ProxyDetail | null }) {
  const t = useTranslations('proxy');
  const tc = useTranslations('common');
  const tg = useTranslations('group');
  // The shared applicant schema checks the form: each problem beside its field, gone once it is right.
  const methods = useForm<ProxyApplicantValues>({
    defaultValues: initial ? applicantValues(initial.applicant) : emptyApplicant,
    resolver: zodResolver(proxyJoinerSchema) as never,
  });
  const [runnerChecked, setRunnerChecked] = useState(false);
  const applicantPhone = useWatch({ control: methods.control, name: 'cellphone' });
  const [runner, setRunner] = useState<StoredRunner>(() => (initial && runnerOf(initial)) || blankRunner(courses));
  const [busy, setBusy] = useState(false);
  // A new entry's price category is staff's choice; an edit keeps the stored one (the server does too).
  const [category, setCategory] = useState<PriceCategory>(initial?.applicant.priceCategory ?? 'standard');

  const onLoaded = useCallback(
    (d: ProxyDetail) => {
      methods.reset(applicantValues(d.applicant));
      setCategory(d.applicant.priceCategory);
      const r = runnerOf(d);
      if (r) setRunner(r);
    },
    [methods],
  );
  const { detail, afterSave } = useProxyDetail(initial, onLoaded);
  const joinSeq = initial?.applicant.joinSeq ?? null;
  const editing = joinSeq !== null;
  // Changing the course updates amount and deposit to that ticket's price for the category (spec §4,
  // §9), priced by the same rule as the server.
  const course = courses.find((c) => c.ticketSeq === runner.ticketSeq);
  const amount = course ? runnerPrice(course, category, 1) : 0;

  const paidEditConsent = usePaidEditConsent();

  async function submit(values: ProxyApplicantValues) {
    // A paid entry becomes unpaid when saved: staff are told so and agree first (nothing is sent otherwise).
    setRunnerChecked(true);
    if (Object.keys(runnerProblems(runner, values.cellphone)).length > 0) return;
    if (editing && !(await paidEditConsent(detail?.applicant, amount))) return;
    setBusy(true);
    const joiner = {
      ...values,
      exponent: null,
      priceCategory: category,
      // Bank transfer needs a Korean account: an applicant from abroad pays by card (the server decides).
      paymentType: firstPaymentType(values.cellphone),
      paymentStatus: 'RSVT',
      amount,
      deposit: amount,
    };
    const answer = editing
      ? await adminFetch(
          'PUT',
          '/api/admin/application/update',
          { joiner: { ...joiner, joinSeq: String(joinSeq).padStart(4, '0') }, runners: [runner] },
          t('noPermission'),
        )
      : await adminFetch(
          'POST',
          '/api/admin/applicant/applyForAll',
          { joiner, runners: { INS: [runner], UPD: [], DEL: [] } },
          t('noPermission'),
        );
    setBusy(false);
    await afterSave(answer);
  }

  return (
    <FormProvider {...methods}>
      <form
        method="post"
        className={`container ${styles.page}`}
        onSubmit={methods.handleSubmit(submit, () => setRunnerChecked(true))}
        noValidate
      >
        <h1>{editing ? t('title.individualEdit') : t('title.individualNew')}</h1>
        <ApplicantBlock group={false} stored={detail?.applicant ?? null} />
        <section className={styles.section}>
          <h2>{t('section.participant')}</h2>
          <RunnerForm
            idPrefix="runner"
            value={runner}
            onChange={(v) => setRunner({ ...v, runnerSeq: runner.runnerSeq })}
            courses={courses}
            showErrors={runnerChecked}
            applicantPhone={applicantPhone ?? ''}
          />
          <label htmlFor="proxy-category">{tg('priceCategory')}</label>
          <select id="proxy-category" value={category} disabled={editing} onChange={(e) => setCategory(e.target.value as PriceCategory)}>
            {(editing ? [category] : INDIVIDUAL_CATEGORIES).map((c) => (
              <option key={c} value={c}>
                {tg(`category.${c}`)}
              </option>
            ))}
          </select>
          <dl className={styles.readonly}>
            <div>
              <dt>{t('paymentType')}</dt>
              {/* A new entry starts on bank transfer, or on card for an applicant from abroad; an edit keeps its own. */}
              <dd data-testid="proxy-payment-type">
                {t(`type.${detail?.applicant.paymentType ?? firstPaymentType(applicantPhone ?? '')}`)}
              </dd>
            </div>
            <div>
              <dt>{t('amount')}</dt>
              <dd data-testid="amount">{tc('won', { amount: amount.toLocaleString('ko-KR') })}</dd>
            </div>
            {!editing && (
              <div>
                <dt>{t('deposit')}</dt>
                <dd>{tc('won', { amount: amount.toLocaleString('ko-KR') })}</dd>
              </div>
            )}
          </dl>
        </section>
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('saving') : editing ? t('modify') : t('apply')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
