'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { adminFetch, adminUpload } from '@/components/admin/admin-fetch';
import { formatKst } from '@/lib/time/kst';
import { MAPPING_FIELDS, type Mapping } from '@/lib/records/headers';
import { RoundOptions } from '@/components/records/round-options';

interface ImportEntry {
  holdRound: number;
  ticketName: string;
  fileName: string;
  rowCount: number;
  skipped: number;
  isDemo: boolean;
  importedAt: string;
}
interface Preview {
  headers: string[];
  mapping: Mapping;
  droppedGender: boolean;
  sample: string[][];
  rowCount: number;
  format: string;
  encoding: string | null;
}
interface ImportAnswer {
  imported: number;
  skipped: number;
  errors: Array<{ row: number; message: string }>;
}

const errorMessage = (body: unknown) => (body as { errorMessage?: string } | undefined)?.errorMessage ?? 'A0001';

/**
 * The staff results import (issue "Import"): choose a file, round, course and (for one-gender files)
 * gender; 'check columns' shows the detected mapping and first rows to confirm or correct; 'import'
 * replaces that round and course. Below, the imports with demo data marked, each deletable.
 */
export function RecordImport({ editions }: { editions: Array<{ holdRound: number; year: number }> }) {
  const t = useTranslations('records');
  const noPermission = t('import.noPermission');
  const [imports, setImports] = useState<ImportEntry[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [holdRound, setHoldRound] = useState(String(editions[1]?.holdRound ?? editions[0].holdRound));
  const [ticketName, setTicketName] = useState('');
  const [gender, setGender] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string; errors?: ImportAnswer['errors'] } | null>(null);

  const load = useCallback(async () => {
    const res = await adminFetch<ImportEntry[]>('GET', '/api/admin/records/import', undefined, noPermission);
    if (res.ok) setImports(res.body);
  }, [noPermission]);
  useEffect(() => {
    void (async () => {
      const res = await adminFetch<ImportEntry[]>('GET', '/api/admin/records/import', undefined, noPermission);
      if (res.ok) setImports(res.body);
    })();
  }, [noPermission]);

  async function check() {
    if (!file) return setMessage({ ok: false, text: t('import.noFile') });
    const form = new FormData();
    form.set('file', file);
    setBusy(true);
    const res = await adminUpload<Preview>('/api/admin/records/preview', form, noPermission);
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: errorMessage(res.body) });
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
    const res = await adminUpload<ImportAnswer>('/api/admin/records/import', form, noPermission);
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: errorMessage(res.body) });
    setMessage({ ok: true, text: t('import.result', { imported: res.body.imported, skipped: res.body.skipped }), errors: res.body.errors });
    await load();
  }

  async function remove(entry: ImportEntry) {
    if (!window.confirm(t('import.confirmDelete', { holdRound: entry.holdRound, ticketName: entry.ticketName }))) return;
    const res = await adminFetch(
      'DELETE',
      '/api/admin/records/import',
      { holdRound: entry.holdRound, ticketName: entry.ticketName },
      noPermission,
    );
    setMessage(res.ok ? { ok: true, text: t('import.deleted') } : { ok: false, text: errorMessage(res.body) });
    await load();
  }

  return (
    <>
      <section aria-label={t('import.title')}>
        <h1>{t('import.title')}</h1>
        <p>{t('import.intro')}</p>
        <div className="row">
          <div className="field">
            <label htmlFor="importFile">{t('import.file')}</label>
            <input
              id="importFile"
              type="file"
              accept=".csv,.tsv,.txt,.xlsx"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="importRound">{t('import.holdRound')}</label>
            <select id="importRound" value={holdRound} onChange={(e) => setHoldRound(e.target.value)}>
              <RoundOptions editions={editions} />
            </select>
          </div>
          <div className="field">
            <label htmlFor="importCourse">{t('import.ticketName')}</label>
            <input id="importCourse" value={ticketName} maxLength={50} onChange={(e) => setTicketName(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="importGender">{t('import.gender')}</label>
            <select id="importGender" value={gender} onChange={(e) => setGender(e.target.value)}>
              <option value="">{t('import.genderFromFile')}</option>
              <option value="M">{t('gender.M')}</option>
              <option value="F">{t('gender.F')}</option>
            </select>
          </div>
        </div>
        <div style={{ display: 'flex', gap: 8 }}>
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
              <div className="field" key={f}>
                <label htmlFor={`map-${f}`}>{t(`field.${f}`)}</label>
                <select
                  id={`map-${f}`}
                  value={mapping[f] ?? ''}
                  onChange={(e) => setMapping({ ...mapping, [f]: e.target.value || undefined })}
                >
                  <option value="">{t('import.unmapped')}</option>
                  {preview.headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div style={{ overflowX: 'auto' }}>
            <table className="table">
              <thead>
                <tr>
                  {preview.headers.map((h) => (
                    <th key={h}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.sample.map((r, i) => (
                  <tr key={i}>
                    {preview.headers.map((h, j) => (
                      <td key={h}>{r[j] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section aria-label={t('import.list')}>
        <h2>{t('import.list')}</h2>
        <table className="table" data-testid="import-list">
          <thead>
            <tr>
              <th>{t('import.holdRound')}</th>
              <th>{t('total.course')}</th>
              <th>{t('import.file')}</th>
              <th>{t('import.rows')}</th>
              <th>{t('import.importedAt')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {imports.map((e) => (
              <tr key={`${e.holdRound}-${e.ticketName}`}>
                <td>{e.holdRound}</td>
                <td>
                  {e.ticketName}{' '}
                  {e.isDemo ? (
                    <span className="alert-info" style={{ padding: '1px 6px', borderRadius: 4 }}>
                      {t('import.demo')}
                    </span>
                  ) : null}
                </td>
                <td>{e.fileName}</td>
                <td>{e.rowCount.toLocaleString('ko-KR')}</td>
                <td>{formatKst(e.importedAt)}</td>
                <td>
                  <button type="button" className="btn btn-sm btn-danger" onClick={() => remove(e)}>
                    {t('import.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
