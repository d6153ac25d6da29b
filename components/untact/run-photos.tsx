'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import { TextField } from '@/components/ui/text-field';
import { MAX_UNTACT_PHOTOS } from '@/lib/codes';
import type { UntactPhotoItem } from '@/lib/untact/photos';
import type { UntactProof } from './proof-form';
import styles from './untact.module.css';

/**
 * The photos of a runner's footprint on /record/untact: up to MAX_UNTACT_PHOTOS of their own run
 * (POST /api/untact/photos, proven by the same registration number, name and phone as the upload;
 * stored without EXIF or GPS), each deletable, and the link to the race gallery's photos of their
 * bib ('내 사진', /dashboard/gallery?backNo=&holdRound=) when they have one.
 */
export function RunPhotos({
  proof,
  runnerSeq,
  items,
  backNo,
  holdRound,
  onChange,
}: {
  proof: UntactProof;
  runnerSeq: number;
  items: UntactPhotoItem[];
  backNo: number | null;
  holdRound: number;
  onChange: () => Promise<void>;
}) {
  const t = useTranslations('untact.photos');
  const errorText = useErrorText();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const full = items.length >= MAX_UNTACT_PHOTOS;

  const add = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    setNote(null);
    if (files.length === 0) return setNote({ ok: false, text: t('files') });
    const form = new FormData();
    form.set('joinSeq', proof.joinSeq);
    form.set('joinerName', proof.joinerName);
    form.set('cellphone', proof.cellphone);
    form.set('runnerSeq', String(runnerSeq));
    for (const f of files) form.append('file', f);
    setBusy(true);
    try {
      const res = await fetch('/api/untact/photos', { method: 'POST', body: form }).catch(() => null);
      const body = res ? await res.json().catch(() => undefined) : undefined;
      if (!res?.ok) return setNote({ ok: false, text: errorText({ status: res?.status ?? null, body }) });
      setFiles([]);
      formElement.reset();
      setNote({ ok: true, text: t('added') });
      await onChange();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (photoId: number) => {
    setBusy(true);
    try {
      const a = await callApi('DELETE', `/api/untact/photos/${photoId}`, { ...proof, runnerSeq });
      if (!a.ok) return setNote({ ok: false, text: errorText(a) });
      setNote(null);
      await onChange();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section style={{ marginTop: 16 }} data-testid="run-photos">
      <h3>
        {t('title')} <span className="muted">({t('count', { n: items.length, max: MAX_UNTACT_PHOTOS })})</span>
      </h3>
      {backNo ? (
        <p>
          <Link href={`/dashboard/gallery?backNo=${backNo}&holdRound=${holdRound}`} data-testid="untact-my-photos">
            {t('myPhotos', { backNo })}
          </Link>
        </p>
      ) : null}
      <p className="muted">{t('hint', { max: MAX_UNTACT_PHOTOS })}</p>
      {items.length > 0 && (
        <ul className={styles.photoGrid}>
          {items.map((p, i) => (
            <li key={p.photoId}>
              <a href={`/api/photo/${p.photoId}`} target="_blank" rel="noopener" aria-label={t('open', { n: i + 1 })}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the runner's own photo, served by GET /api/photo/{id} */}
                <img src={`/api/photo/${p.thumbId ?? p.photoId}`} alt="" width={160} height={160} loading="lazy" />
              </a>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => remove(p.photoId)} disabled={busy}>
                {t('remove', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="muted">{t('full')}</p>
      ) : (
        <form method="post" onSubmit={add}>
          <TextField
            id="untact-photo-files"
            label={t('files')}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_UNTACT_PHOTOS - items.length))}
          />
          <div className={styles.uploadRow}>
            <button type="submit" className="btn" disabled={busy}>
              {busy ? t('adding') : t('add')}
            </button>
            {note && (
              <p role={note.ok ? 'status' : 'alert'} className={note.ok ? styles.ok : 'field-error'} data-testid="run-photos-note">
                {note.ok ? '✓ ' : ''}
                {note.text}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
