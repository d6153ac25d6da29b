'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useDialog } from '@/components/ui/dialog';
import type { RecordRow } from '@/lib/records/lookup';
import { personLookupSchema } from '@/lib/validation/records';
import { ResultsList } from './results-list';
import { RoundOptions } from './round-options';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '@/components/ui/select-field';

type In = z.input<typeof personLookupSchema>;
type Out = z.output<typeof personLookupSchema>;

const queryOf = (q: Out) => new URLSearchParams({ holdRound: String(q.holdRound), backNo: q.backNo, runnerName: q.runnerName });

/**
 * /record (spec §2, §5 "Personal record form"): round, bib (numeric) and name; shows the runner's
 * rows or 'No results.', a finisher certificate PDF per result and a link to share. A link carrying
 * holdRound, backNo and runnerName runs the lookup on arrival.
 */
export function PersonForm({
  editions,
  initial,
}: {
  editions: Array<{ holdRound: number; year: number }>;
  initial: Partial<Record<'holdRound' | 'backNo' | 'runnerName', string>>;
}) {
  const t = useTranslations('records');
  const errorText = useErrorText();
  const { alert, dialog } = useDialog();
  const [result, setResult] = useState<{ rows: RecordRow[]; query: Out } | null>(null);
  const defaults = { holdRound: initial.holdRound ?? '', backNo: initial.backNo ?? '', runnerName: initial.runnerName ?? '' };
  // A shared link's query fills the fields in the server's HTML too (defaultValue), so a runner who types at
  // once replaces it rather than adding to it before react-hook-form fills them.
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(personLookupSchema), defaultValues: defaults });
  const errors = form.formState.errors;

  const submit = useCallback(
    async (data: Out) => {
      const res = await callApi<RecordRow[]>('POST', '/api/ranking/person', data);
      if (!res.ok) return void (await alert(errorText(res)));
      setResult({ rows: res.body, query: data });
      window.history.replaceState(null, '', `/record?${queryOf(data)}`);
    },
    [alert, errorText],
  );

  const ran = useRef(false);
  useEffect(() => {
    if (ran.current || !initial.holdRound || !initial.backNo || !initial.runnerName) return;
    ran.current = true;
    void form.handleSubmit(submit)();
  }, [form, initial, submit]);

  async function share() {
    if (!result) return;
    const url = `${window.location.origin}/record?${queryOf(result.query)}`;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    await alert(`${t('person.copied')}\n${url}`);
  }

  return (
    <>
      <form method="post" noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('person.title')}>
        <div className="row">
          <SelectField
            id="recordRound"
            label={t('person.holdRound')}
            placeholder={t('person.chooseRound')}
            error={errors.holdRound}
            defaultValue={defaults.holdRound}
            {...form.register('holdRound')}
          >
            <RoundOptions editions={editions} />
          </SelectField>
          <TextField
            id="recordBackNo"
            label={t('person.backNo')}
            inputMode="numeric"
            maxLength={10}
            error={errors.backNo}
            defaultValue={defaults.backNo}
            {...form.register('backNo')}
          />
          <TextField
            id="recordName"
            label={t('person.runnerName')}
            maxLength={100}
            error={errors.runnerName}
            defaultValue={defaults.runnerName}
            {...form.register('runnerName')}
          />
        </div>
        <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('person.searching') : t('person.submit')}
        </button>
      </form>
      {result ? (
        <section style={{ marginTop: 20 }} aria-live="polite">
          <ResultsList rows={result.rows} testId="person-records" label={t('person.title')} photoLinks />
          {result.rows.length > 0 ? (
            <div style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
              {result.rows.map((r) => (
                <a
                  key={r.ticketName}
                  className="btn btn-outline"
                  download
                  href={`/api/ranking/certificate?${queryOf(result.query)}&ticketName=${encodeURIComponent(r.ticketName)}`}
                >
                  {t('person.certificate')} ({r.ticketName})
                </a>
              ))}
              <button type="button" className="btn btn-outline" onClick={share}>
                {t('person.share')}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {dialog}
    </>
  );
}
