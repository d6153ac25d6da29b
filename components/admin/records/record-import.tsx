'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { adminFetch, adminUpload } from '@/components/admin/admin-fetch';
import { ERROR_CATALOGUE } from '@/lib/errors';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatKst } from '@/lib/time/kst';
import { MAPPING_FIELDS, type Mapping } from '@/lib/records/headers';
import { RoundOptions } from '@/components/records/round-options';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { ImportResultAnswer, ResultsPreview } from '@/lib/records/import';
import type { ImportListEntry } from '@/lib/records/store';

/**
 * The staff results import: choose a file, round, course and (for one-gender files)
 * gender; 'check columns' shows the detected mapping and first rows to confirm or correct; 'import'
 * replaces that round and course. Below, the imports with demo data marked, each deletable.
 */
export function RecordImport({ editions }: { editions: Array<{ holdRound: number; year: number }> }) {
  const t = useTranslations('records');
  const ts = useTranslations('staffUi.records');
  const { confirm } = useFeedback();
  const tAll = useTranslations();
  // The server's message as it is (staff see 'no such import', row problems); no answer at all is A0001 (spec §8).
  const errorText = (res: { body: unknown }) =>
    (res.body as { errorMessage?: string } | undefined)?.errorMessage ?? tAll(ERROR_CATALOGUE.A0001.key as never);
  const noPermission = t('import.noPermission');
  const [imports, setImports] = useState<ImportListEntry[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [holdRound, setHoldRound] = useState(String(editions[1]?.holdRound ?? editions[0].holdRound));
  const [ticketName, setTicketName] = useState('');
  const [gender, setGender] = useState('');
  const [preview, setPreview] = useState<ResultsPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string; errors?: ImportResultAnswer['errors'] } | null>(null);

  const load = useCallback(async () => {
    const res = await adminFetch<ImportListEntry[]>('GET', '/api/admin/records/import', undefined, noPermission);
    if (res.ok) setImports(res.body);
  }, [noPermission]);
  useEffect(() => {
    void (async () => {
      const res = await adminFetch<ImportListEntry[]>('GET', '/api/admin/records/import', undefined, noPermission);
      if (res.ok) setImports(res.body);
    })();
  }, [noPermission]);

  async function check() {
    if (!file) return setMessage({ ok: false, text: t('import.noFile') });
    const form = new FormData();
    form.set('file', file);
    setBusy(true);
    const res = await adminUpload<ResultsPreview>('/api/admin/records/preview', form, noPermission);
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    setPreview(res.body);
    setMapping(res.body.mapping);
    setMessage(null);
  }

  async function upload() {
    if (!file) return setMessage({ ok: false, text: t('import.noFile') });
    const form = new FormData();
    form.set('file', file);
    form.set('holdRound', holdRound);
    form.set('ticketName', ticketName);
    form.set('gender', gender);
    if (preview) form.set('mapping', JSON.stringify(mapping));
    setBusy(true);
    const res = await adminUpload<ImportResultAnswer>('/api/admin/records/import', form, noPermission);
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    setMessage({ ok: true, text: t('import.result', { imported: res.body.imported, skipped: res.body.skipped }), errors: res.body.errors });
    await load();
  }

  async function remove(entry: ImportListEntry) {
    const go = await confirm(t('import.confirmDelete', { holdRound: entry.holdRound, ticketName: entry.ticketName }), {
      title: ts('deleteTitle'),
      confirmLabel: ts('deleteImport'),
      cancelLabel: ts('keepImport'),
      danger: true,
    });
    if (!go) return;
    const res = await adminFetch(
      'DELETE',
      '/api/admin/records/import',
      { holdRound: entry.holdRound, ticketName: entry.ticketName },
      noPermission,
    );
    setMessage(res.ok ? { ok: true, text: t('import.deleted') } : { ok: false, text: errorText(res) });
    await load();
  }

  const importColumns: Array<Column<ImportListEntry>> = [
    {
      id: 'delete',
      meta: { action: true },
      header: () => <span className="sr-only">{t('import.delete')}</span>,
      cell: ({ row: { original: e } }) => (
        <button
          type="button"
          className="btn btn-sm btn-danger"
          aria-label={ts('deleteOf', { holdRound: e.holdRound, ticketName: e.ticketName })}
          onClick={() => remove(e)}
        >
          {t('import.delete')}
        </button>
      ),
    },
    { accessorKey: 'holdRound', header: t('import.holdRound'), meta: { numeric: true } },
    {
      id: 'course',
      header: t('total.course'),
      cell: ({ row: { original: e } }) => (
        <>
          {e.ticketName}{' '}
          {e.isDemo ? (
            <span className="alert-info" style={{ padding: '1px 6px', borderRadius: 4 }}>
              {t('import.demo')}
            </span>
          ) : null}
        </>
      ),
    },
    { accessorKey: 'fileName', header: t('import.file'), meta: { wrap: true } },
    {
      id: 'rows',
      header: t('import.rows'),
      cell: ({ row: { original: e } }) => e.rowCount.toLocaleString('ko-KR'),
      meta: { numeric: true },
    },
    { id: 'importedAt', header: t('import.importedAt'), cell: ({ row: { original: e } }) => formatKst(e.importedAt) },
  ];

  return (
    <>
      <section aria-label={t('import.title')}>
        <h1>{t('import.title')}</h1>
        <p>{t('import.intro')}</p>
        <div className="row">
          <TextField
            id="importFile"
            label={t('import.file')}
            type="file"
            accept=".csv,.tsv,.txt,.xlsx"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
          <SelectField id="importRound" label={t('import.holdRound')} value={holdRound} onChange={(e) => setHoldRound(e.target.value)}>
            <RoundOptions editions={editions} />
          </SelectField>
          <TextField
            id="importCourse"
            label={t('import.ticketName')}
            value={ticketName}
            maxLength={50}
            onChange={(e) => setTicketName(e.target.value)}
          />
          <SelectField
            id="importGender"
            label={t('import.gender')}
            value={gender}
            onChange={(e) => setGender(e.target.value)}
            placeholder={t('import.genderFromFile')}
            options={[
              { value: 'M', label: t('gender.M') },
              { value: 'F', label: t('gender.F') },
            ]}
          />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={check}>
            {t('import.preview')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={upload}>
            {busy ? t('import.importing') : t('import.import')}
          </button>
        </div>
        {message ? (
          <div className={`alert ${message.ok ? 'alert-ok' : 'alert-error'}`} role="status" data-testid="import-message">
            {message.text}
            {message.errors?.length ? (
              <ul>
                {message.errors.slice(0, 50).map((e) => (
                  <li key={e.row}>{t('import.errorRow', { row: e.row, message: e.message })}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>
      {preview ? (
        <section aria-label={t('import.mapping')}>
          <h2>{t('import.mapping')}</h2>
          <p>{t('import.encoding', { format: preview.format, encoding: preview.encoding ?? '-', rows: preview.rowCount })}</p>
          {preview.droppedGender ? <p className="alert alert-info">{t('import.droppedGender')}</p> : null}
          <div className="row">
            {MAPPING_FIELDS.map((f) => (
              <SelectField
                key={f}
                id={`map-${f}`}
                label={t(`field.${f}`)}
                value={mapping[f] ?? ''}
                onChange={(e) => setMapping({ ...mapping, [f]: e.target.value || undefined })}
                placeholder={t('import.unmapped')}
                options={preview.headers.map((h) => ({ value: h, label: h }))}
              />
            ))}
          </div>
          <DataTable
            data={preview.sample}
            columns={preview.headers.map((h, j): Column<string[]> => ({
              id: `c${j}`,
              header: h,
              cell: ({ row }) => row.original[j] ?? '',
            }))}
            rowId={(_, i) => String(i)}
            layout="fixed"
            empty={t('import.noSample')}
            label={t('import.sample')}
            testId="import-sample"
          />
        </section>
      ) : null}
      <section aria-label={t('import.list')}>
        <h2>{t('import.list')}</h2>
        <DataTable
          data={imports}
          columns={importColumns}
          rowId={(e) => `${e.holdRound}-${e.ticketName}`}
          empty={t('import.none')}
          label={t('import.list')}
          testId="import-list"
        />
      </section>
    </>
  );
}
