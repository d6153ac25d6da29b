'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useCourseName } from '@/components/apply/course-choice';
import styles from '@/components/apply/apply.module.css';
import { TextField } from '@/components/ui/text-field';
import { formatKst } from '@/lib/time/kst';
import { waitlistProofSchema, type WaitlistProof } from '@/lib/validation/waitlist';
import type { WaitView } from '@/lib/waitlist/lookup';

type ProofForm = z.input<typeof waitlistProofSchema>;

/**
 * The waitlist lookup of /apply/waitlist (#lookup): by waitlist number, name and phone, the entry's
 * state and place in line; while invited, until when and the link to register; 'leave the waitlist'
 * (a held place passes at once to the next in line).
 */
export function WaitlistLookup({ alert }: { alert: (message: ReactNode) => Promise<void> }) {
  const t = useTranslations('places.waitlist');
  const errorText = useErrorText();
  const nameOf = useCourseName();
  const [found, setFound] = useState<{ view: WaitView; proof: WaitlistProof } | null>(null);
  const form = useForm<ProofForm, unknown, WaitlistProof>({
    resolver: zodResolver(waitlistProofSchema),
    defaultValues: { waitSeq: '', runnerName: '', cellphone: '' },
  });
  const errors = form.formState.errors;

  async function lookup(proof: WaitlistProof) {
    const res = await callApi<WaitView>('POST', '/api/waitlist/search', { ...proof, waitSeq: String(proof.waitSeq) });
    if (!res.ok) return void (await alert(errorText(res)));
    setFound({ view: res.body, proof });
  }

  async function leave() {
    if (!found) return;
    const res = await callApi('POST', '/api/waitlist/leave', { ...found.proof, waitSeq: String(found.proof.waitSeq) });
    if (!res.ok) return void (await alert(errorText(res)));
    await alert(t('left'));
    await lookup(found.proof);
  }

  const v = found?.view;
  return (
    <section id="lookup" aria-labelledby="waitlist-lookup-title" className={styles.fieldset}>
      <h2 id="waitlist-lookup-title" className={styles.stepTitle}>
        {t('lookupTitle')}
      </h2>
      <form method="post" noValidate onSubmit={form.handleSubmit(lookup)} aria-labelledby="waitlist-lookup-title">
        <div className="row">
          <TextField
            id="lookupWaitSeq"
            label={t('waitSeq')}
            digits
            maxLength={6}
            inputMode="numeric"
            error={errors.waitSeq}
            {...form.register('waitSeq')}
          />
          <TextField
            id="lookupWaitName"
            label={t('runnerName')}
            autoComplete="name"
            error={errors.runnerName}
            {...form.register('runnerName')}
          />
          <TextField
            id="lookupWaitPhone"
            label={t('cellphone')}
            digits
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            error={errors.cellphone}
            {...form.register('cellphone')}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-outline" disabled={form.formState.isSubmitting}>
            {t('lookup')}
          </button>
        </div>
      </form>
      {v && (
        <div className="alert alert-info" role="status" data-testid="waitlist-state">
          <p>
            <strong>{nameOf(v)}</strong> · {t(`state.${v.state}`)}
            {v.position !== null && <> · {t('position', { position: v.position })}</>}
          </p>
          {v.state === 'invited' && v.invitePath && v.inviteExpiresAt && (
            <>
              <p>{t('invitedUntil', { date: formatKst(v.inviteExpiresAt) })}</p>
              <Link className="btn" href={v.invitePath} data-testid="invite-link">
                {t('registerNow')}
              </Link>
            </>
          )}
          {(v.state === 'waiting' || v.state === 'invited') && (
            <div className={styles.actions}>
              <button type="button" className="btn btn-outline" onClick={leave}>
                {t('leave')}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
