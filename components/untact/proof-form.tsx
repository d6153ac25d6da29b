'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { untactLookupSchema } from '@/lib/validation/untact';

/** The three proofs of an untact registration as typed (sent as they are; the server parses them again). */
export type UntactProof = z.input<typeof untactLookupSchema> & Record<'joinerName' | 'cellphone' | 'joinSeq', string>;

/**
 * The untact lookup form of /record/untact and /record/print-record (spec §5 'Untact lookup: name,
 * phone, joinSeq all required'): react-hook-form with the shared schema, each problem beside its
 * field and cleared as soon as the field is right; `onProof` gets the values once all three pass.
 */
export function UntactProofForm({
  idPrefix,
  submitLabel,
  onProof,
  className,
}: {
  idPrefix: string;
  submitLabel: string;
  onProof: (proof: UntactProof) => Promise<void>;
  className?: string;
}) {
  const t = useTranslations('untact');
  const form = useForm<UntactProof>({
    resolver: zodResolver(untactLookupSchema) as never,
    defaultValues: { joinerName: '', cellphone: '', joinSeq: '' },
  });
  const errors = form.formState.errors;
  return (
    <form method="post" noValidate className={className} onSubmit={form.handleSubmit(() => onProof(form.getValues()))}>
      <TextField
        id={`${idPrefix}-joinerName`}
        label={t('lookup.joinerName')}
        maxLength={50}
        autoComplete="name"
        error={errors.joinerName}
        {...form.register('joinerName')}
      />
      <PhoneField id={`${idPrefix}-cellphone`} label={t('lookup.cellphone')} error={errors.cellphone} {...form.register('cellphone')} />
      <TextField
        id={`${idPrefix}-joinSeq`}
        label={t('lookup.joinSeq')}
        digits
        maxLength={4}
        error={errors.joinSeq}
        {...form.register('joinSeq')}
      />
      <button className="btn" type="submit" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
