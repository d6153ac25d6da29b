'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDialog } from '@/components/ui/dialog';
import { FeedbackProvider } from '@/components/ui/feedback';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import type { SearchAnswer } from '@/lib/registration/self-service';
import { lookupSchema } from '@/lib/validation/application';
import { callApi, useErrorText } from '@/components/http/api-client';
import type { LookupProof } from './changes/types';
import { Found, seq4, type FoundContext } from './search-found';
import type { BankInfo } from './types';
import styles from './apply.module.css';

type LookupIn = z.input<typeof lookupSchema>;
type LookupOut = z.output<typeof lookupSchema>;
type Registration = SearchAnswer;

/**
 * /apply/search (spec §2, §4): look up by name, phone and 4-digit number, then the registration with
 * its money and what may be changed (search-found.tsx). Edits, changes and cancels send the lookup's proof.
 */
export function SearchFlow({ bank, ...changes }: { bank: BankInfo | null } & Omit<FoundContext, 'bank'>) {
  const t = useTranslations('search');
  const { alert, dialog } = useDialog();
  const errorText = useErrorText();
  const [found, setFound] = useState<{ reg: Registration; proof: LookupProof } | null>(null);
  const form = useForm<LookupIn, unknown, LookupOut>({
    resolver: zodResolver(lookupSchema),
    defaultValues: { joinerName: '', cellphone: '', joinSeq: '' },
  });
  const errors = form.formState.errors;

  async function lookup(proof: LookupProof) {
    const res = await callApi<Registration>('POST', '/api/application/search', proof);
    if (!res.ok) return void (await alert(errorText(res)));
    setFound({ reg: res.body, proof });
  }

  if (found) {
    return (
      <>
        <FeedbackProvider>
          <Found
            key={`${found.reg.joiner.joinSeq}-${found.reg.joiner.joinerName}-${found.reg.joiner.cellphone}`}
            reg={found.reg}
            proof={found.proof}
            context={{ bank, ...changes }}
            onLookup={lookup}
            onBack={() => setFound(null)}
          />
        </FeedbackProvider>
        {dialog}
      </>
    );
  }

  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit((p) => lookup({ ...p, joinSeq: seq4(p.joinSeq) }))}
        className={styles.fieldset}
        aria-label={t('title')}
      >
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
