'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import { localizedText } from '@/lib/content/localized';
import { LazyFootprintMap, MARKER_INTERVALS } from './lazy-map';
import { UntactProofForm, type UntactProof } from './proof-form';
import { RecordSummary } from './record-summary';
import { RunPhotos } from './run-photos';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '@/components/ui/select-field';
import styles from './untact.module.css';
import type { FootprintAnswer } from '@/lib/untact/footprint';
import type { UntactRunnerView } from '@/lib/untact/runners';

/**
 * /record/untact (spec §2, §5, §7): look up the untact runners of a registration (name, phone,
 * registration number: all items required), upload a GPX/TCX file for one of them, then see the
 * record and the route on the map (footprint), with the marker interval of spec §9.
 */
export function UntactFlow({ tileUrl }: { tileUrl: string }) {
  const t = useTranslations('untact');
  const locale = useLocale();
  const errorText = useErrorText();
  const [proof, setProof] = useState<UntactProof | null>(null);
  const [runners, setRunners] = useState<UntactRunnerView[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // A lookup's problem shows under the form; the upload's outcome next to its button, success as success.
  const [message, setMessage] = useState<string | null>(null);
  const [uploadNote, setUploadNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [print, setPrint] = useState<FootprintAnswer | null>(null);
  // The runner whose footprint `print` is (the map's privacy switch acts on them).
  const [printFor, setPrintFor] = useState<number | null>(null);
  const [interval, setIntervalChoice] = useState<number>(10);

  const lookUp = async (values: UntactProof) => {
    setMessage(null);
    setUploadNote(null);
    setPrint(null);
    const a = await callApi<{ runners: UntactRunnerView[] }>('POST', '/api/untact/search', values);
    if (!a.ok) {
      setRunners(null);
      return setMessage(errorText(a));
    }
    setProof(values);
    setRunners(a.body.runners);
    setChosen(a.body.runners[0]?.runnerSeq ?? null);
  };

  const loadFootprint = async (runnerSeq: number) => {
    if (!proof) return;
    const a = await callApi<FootprintAnswer>('POST', '/api/v1/footprint', {
      joinSeq: proof.joinSeq,
      runnerSeq,
      runnerName: proof.joinerName,
      cellphone: proof.cellphone,
    });
    if (!a.ok) return setMessage(errorText(a));
    setPrint(a.body);
    setPrintFor(runnerSeq);
  };

  const upload = async () => {
    setUploadNote(null);
    if (!proof || chosen === null) return setUploadNote({ ok: false, text: t('allItems') });
    if (!file) return setUploadNote({ ok: false, text: t('fileRequired') });
    const form = new FormData();
    form.set('joinSeq', proof.joinSeq);
    form.set('joinerName', proof.joinerName);
    form.set('cellphone', proof.cellphone);
    form.set('runnerSeq', String(chosen));
    form.set('file', file);
    setBusy(true);
    try {
      const res = await fetch('/api/untact/upload', { method: 'POST', body: form }).catch(() => null);
      const body = res ? await res.json().catch(() => undefined) : undefined;
      if (!res?.ok) return setUploadNote({ ok: false, text: errorText({ status: res?.status ?? null, body }) });
      setUploadNote({ ok: true, text: body?.paid === false ? t('lookup.uploadedUnpaid') : t('lookup.uploaded') });
      await loadFootprint(chosen);
    } finally {
      setBusy(false);
    }
  };

  const setPrivacy = async (privacyZone: boolean) => {
    if (printFor === null || !proof) return;
    setBusy(true);
    try {
      const a = await callApi('POST', '/api/untact/privacy', { ...proof, runnerSeq: printFor, privacyZone });
      if (!a.ok) return setMessage(errorText(a));
      await loadFootprint(printFor);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <UntactProofForm idPrefix="untact" submitLabel={t('lookup.search')} onProof={lookUp} />
      {message && (
        <p role="alert" data-testid="untact-message" className="field-error" style={{ marginTop: 12 }}>
          {message}
        </p>
      )}
      {runners && (
        <section style={{ marginTop: 24 }}>
          <h2>{t('lookup.runners')}</h2>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {runners.map((r) => {
              const course = localizedText(r, 'ticketName', locale);
              return (
                <li key={r.runnerSeq}>
                  <label>
                    <input type="radio" name="untact-runner" checked={chosen === r.runnerSeq} onChange={() => setChosen(r.runnerSeq)} />{' '}
                    {r.runnerName} · <span lang={course.lang}>{course.text}</span>
                  </label>{' '}
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => loadFootprint(r.runnerSeq)}>
                    {t('lookup.showMap')}
                  </button>
                </li>
              );
            })}
          </ul>
          <TextField
            id="untact-file"
            label={t('lookup.file')}
            type="file"
            accept=".gpx,.tcx,application/gpx+xml,application/vnd.garmin.tcx+xml,application/xml,text/xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p className="muted">{t('lookup.replaceNote')}</p>
          {runners.some((r) => !r.paid) && (
            <p className="muted" data-testid="untact-unpaid">
              {t('unpaid')}
            </p>
          )}
          <div className={styles.uploadRow}>
            <button className="btn" type="button" onClick={upload} disabled={busy}>
              {busy ? t('lookup.uploading') : t('lookup.upload')}
            </button>
            {uploadNote && (
              <p
                role={uploadNote.ok ? 'status' : 'alert'}
                data-testid="untact-upload-note"
                className={uploadNote.ok ? styles.ok : 'field-error'}
              >
                {uploadNote.ok ? '✓ ' : ''}
                {uploadNote.text}
              </p>
            )}
          </div>
        </section>
      )}
      {print && (
        <section style={{ marginTop: 24 }}>
          <h2>{t('map.title')}</h2>
          <RecordSummary data={print} />
          <div style={{ maxWidth: 200 }}>
            <SelectField
              id="untact-interval"
              label={t('map.interval')}
              value={interval}
              onChange={(e) => setIntervalChoice(Number(e.target.value))}
              options={MARKER_INTERVALS.map((n) => ({ value: String(n), label: t('map.points', { n }) }))}
            />
          </div>
          <label style={{ display: 'block', margin: '8px 0' }}>
            <input type="checkbox" checked={print.privacyZone} onChange={(e) => setPrivacy(e.target.checked)} disabled={busy} />{' '}
            {t('map.privacyZone')}
          </label>
          <p className="muted">{t('map.privacyZoneHint')}</p>
          <LazyFootprintMap
            points={print.traces}
            tileUrl={tileUrl}
            interval={interval}
            labels={{ start: t('map.start'), finish: t('map.finish') }}
          />
          {proof && printFor !== null && (
            <RunPhotos
              proof={proof}
              runnerSeq={printFor}
              items={print.photoItems}
              backNo={print.certificate.backNo}
              holdRound={print.holdRound}
              onChange={() => loadFootprint(printFor)}
            />
          )}
        </section>
      )}
    </div>
  );
}
