'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import type { PhotoOcrState } from '@/lib/codes';
import type { PhotoTag } from '@/lib/photo-bibs/tags';

/**
 * The bib tags of one album photo in the staff console: each bib read by OCR (with its confidence)
 * or entered by staff, a button to remove a wrong one, and a field to add one OCR missed
 * (POST/DELETE /api/admin/gallery/{postNo}/photos/{photoId}/bibs). While the photo waits for its
 * reading it says so; the album page refreshes until every photo is read.
 */
export function PhotoBibTags({
  postNo,
  photoId,
  n,
  ocrState,
  tags,
}: {
  postNo: number;
  photoId: number;
  n: number;
  ocrState: PhotoOcrState | null;
  tags: PhotoTag[];
}) {
  const t = useTranslations('boardAdmin');
  const errorText = useErrorText();
  const router = useRouter();
  const [backNo, setBackNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = `/api/admin/gallery/${postNo}/photos/${photoId}/bibs`;

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const a = await adminFetch('POST', base, { backNo }, t('noPermission'));
    if (a.ok) {
      setBackNo('');
      setError(null);
      router.refresh();
    } else setError(errorText(a));
  }

  async function remove(bib: string) {
    const a = await adminFetch('DELETE', `${base}/${encodeURIComponent(bib)}`, undefined, t('noPermission'));
    if (a.ok) router.refresh();
    else setError(errorText(a));
  }

  return (
    <div data-testid="photo-bibs" data-photo-id={photoId}>
      <p className="muted" style={{ margin: '4px 0', fontSize: '.85rem' }}>
        {t('gallery.bibs')}
        {ocrState === 'queued' ? <span data-testid="ocr-queued"> · {t('gallery.ocrQueued')}</span> : null}
      </p>
      {ocrState === 'failed' ? (
        <p className="alert alert-error" style={{ fontSize: '.85rem' }}>
          {t('gallery.ocrFailed')}
        </p>
      ) : null}
      {tags.length === 0 && ocrState !== 'queued' ? <p className="muted">{t('gallery.noBibs')}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {tags.map((tag) => (
          <li key={tag.backNo}>
            <span
              className="badge"
              title={tag.source === 'ocr' ? t('gallery.ocrTag', { confidence: tag.confidence ?? 0 }) : t('gallery.staffTag')}
              data-testid="bib-tag"
              data-source={tag.source}
            >
              {tag.backNo}
            </span>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={t('gallery.removeBib', { backNo: tag.backNo, n })}
              onClick={() => remove(tag.backNo)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form method="post" onSubmit={add} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }}>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={5}
          value={backNo}
          onChange={(e) => setBackNo(e.target.value)}
          aria-label={t('gallery.addBibLabel', { n })}
          style={{ flex: '1 1 4em', minWidth: 0, width: '4em' }}
        />
        <button type="submit" className="btn btn-sm">
          {t('gallery.addBib')}
        </button>
      </form>
      {error ? (
        <p className="alert alert-error" role="alert" style={{ fontSize: '.85rem' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
