'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { adminFetch, sessionLost } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import type { PhotoOcrState } from '@/lib/codes';
import type { PhotoTag } from '@/lib/photo-bibs/tags';
import { PhotoBibTags } from './photo-bib-tags';

interface Photo {
  photoId: number;
  thumbId: number;
  ocrState: PhotoOcrState | null;
  tags: PhotoTag[];
}

/** How often the album page looks again while photos wait for their bib reading, ms. */
const OCR_REFRESH_MS = 5000;

/** POSTs one file with XMLHttpRequest, whose upload events (unlike fetch's) drive the progress bar. */
function uploadOne(url: string, file: File, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Photos of an album in the staff console: multi-file upload, one file per request so that a
 * progress bar can show the whole batch and one bad file does not stop the others; each photo's bibs
 * (read in the background after upload, corrected here); delete a photo; delete the album
 * (DELETE /api/admin/notice/{postNo}).
 */
export function AlbumEditor({ postNo, photos }: { postNo: number; photos: Photo[] }) {
  const t = useTranslations('boardAdmin');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const ts = useTranslations('staffUi.board');
  const router = useRouter();
  const { confirm } = useFeedback();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number; fraction: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const reading = photos.some((p) => p.ocrState === 'queued');

  // Bibs are read by the job queue a few seconds after upload: look again until every photo is read.
  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => router.refresh(), OCR_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reading, router]);

  async function upload(e: React.FormEvent) {
    e.preventDefault();
    if (files.length === 0) {
      setErrors([tAll('board.errors.noFile')]);
      return;
    }
    const failed: string[] = [];
    for (const [i, f] of files.entries()) {
      setProgress({ done: i, total: files.length, fraction: i / files.length });
      const r = await uploadOne(`/api/admin/gallery/${postNo}/photos`, f, (x) =>
        setProgress({ done: i, total: files.length, fraction: (i + x) / files.length }),
      );
      if (r.status === 401 || r.status === 403) {
        sessionLost(t('noPermission'));
        return;
      }
      if (r.status !== 200)
        failed.push(t('gallery.failedFile', { name: f.name, error: errorText({ status: r.status || null, body: r.body }) }));
    }
    setProgress({ done: files.length, total: files.length, fraction: 1 });
    setErrors(failed);
    setFiles([]);
    router.refresh();
  }

  async function removePhoto(photoId: number) {
    const a = await adminFetch('DELETE', `/api/admin/gallery/${postNo}/photos/${photoId}`, undefined, t('noPermission'));
    if (a.ok) router.refresh();
  }

  async function removeAlbum() {
    const go = await confirm(t('gallery.confirmDeleteAlbum'), {
      title: ts('deleteAlbumTitle'),
      confirmLabel: ts('deleteAlbum'),
      cancelLabel: ts('keepAlbum'),
      danger: true,
    });
    if (!go) return;
    const a = await adminFetch('DELETE', `/api/admin/notice/${postNo}`, undefined, t('noPermission'));
    if (a.ok) {
      router.push('/user/board/gallery');
      router.refresh();
    }
  }

  return (
    <>
      <section className="card" style={{ marginTop: 12 }}>
        <h2 style={{ marginTop: 0 }}>{t('gallery.upload')}</h2>
        <form method="post" onSubmit={upload}>
          <TextField
            id="album-files"
            label={t('gallery.files')}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
          {progress ? (
            <div>
              <progress max={1} value={progress.fraction} style={{ width: '100%' }} aria-label={t('gallery.upload')} />
              <p className="muted" data-testid="upload-progress">
                {t('gallery.progress', { done: progress.done, total: progress.total })}
              </p>
            </div>
          ) : null}
          {errors.map((e) => (
            <p key={e} className="alert alert-error" role="alert">
              {e}
            </p>
          ))}
          <button type="submit" className="btn">
            {t('gallery.upload')}
          </button>
        </form>
      </section>
      <section style={{ marginTop: 12 }}>
        <p className="muted">{t('gallery.bibHint')}</p>
        <ul
          style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 8 }}
          data-testid="album-photos"
        >
          {photos.map((p, i) => (
            <li key={p.photoId} className="card" style={{ padding: 6 }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- our own thumbnail */}
              <img
                src={`/api/photo/${p.thumbId}`}
                alt=""
                width={128}
                height={128}
                loading="lazy"
                style={{ width: '100%', height: 'auto' }}
              />
              <PhotoBibTags postNo={postNo} photoId={p.photoId} n={i + 1} ocrState={p.ocrState} tags={p.tags} />
              <button type="button" className="btn btn-outline btn-sm" onClick={() => removePhoto(p.photoId)} style={{ marginTop: 6 }}>
                {t('gallery.deletePhoto', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-danger" onClick={removeAlbum}>
          {t('gallery.deleteAlbum')}
        </button>
      </section>
    </>
  );
}
