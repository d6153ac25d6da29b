'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { findJoinSeqSchema } from '@/lib/validation/find-seq';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useDialog } from '@/components/ui/dialog';
import styles from './apply.module.css';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';

type In = z.input<typeof findJoinSeqSchema>;
type Out = z.output<typeof findJoinSeqSchema>;

/**
 * /apply/searchId (spec §2): participant name and phone (digits 4–11); the server sends the number by
 * SMS. The confirmation is the same whether or not a registration matched (no enumeration).
 */
export function FindSeqForm() {
  const t = useTranslations('findSeq');
  const errorText = useErrorText();
  const { alert, dialog } = useDialog();
  const [sent, setSent] = useState(false);
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(findJoinSeqSchema), defaultValues: { runnerName: '', cellphone: '' } });
  const errors = form.formState.errors;

  async function submit(data: Out) {
    const res = await callApi('POST', '/api/find/join-seq', data);
    if (!res.ok) return void (await alert(errorText(res)));
    setSent(true);
  }

  if (sent) {
    return (
      <section className={styles.fieldset} style={{ padding: 18 }}>
        <p className="alert alert-ok" role="status" data-testid="find-seq-sent">
          {t('sent')}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              form.reset();
              setSent(false);
            }}
          >
            {t('again')}
          </button>
          <Link className="btn" href="/apply/search">
            {t('goSearch')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <>
      <form method="post" noValidate onSubmit={form.handleSubmit(submit)} className={styles.fieldset} aria-label={t('title')}>
        <div className="row">
          <TextField id="findName" label={t('runnerName')} autoComplete="name" error={errors.runnerName} {...form.register('runnerName')} />
          <PhoneField
            id="findPhone"
            label={t('cellphone')}
            placeholder={t('cellphoneHint')}
            error={errors.cellphone}
            {...form.register('cellphone')}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}
