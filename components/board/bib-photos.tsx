'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import type { PhotoByBib } from '@/lib/photo-bibs/tags';
import { type Album, GalleryGrid } from './gallery-grid';

/** The photos of one album among the answer, in the answer's order (newest album first). */
function byAlbum(photos: PhotoByBib[]): Album[] {
  const albums = new Map<number, Album>();
  for (const p of photos) {
    const a = albums.get(p.postNo) ?? { postNo: p.postNo, title: p.albumTitle, content: '', createTime: p.createTime, photos: [] };
    a.photos.push({ photoId: p.photoId, thumbId: p.thumbId, width: p.width, height: p.height });
    albums.set(p.postNo, a);
  }
  return [...albums.values()];
}

/**
 * /dashboard/gallery?backNo= (내 사진): the gallery photos tagged with the bib, asked of
 * GET /api/gallery/photos (limited per client, so the page cannot be used to collect every bib
 * either), grouped by album, each opening large in the gallery's lightbox with the original to
 * download. `holdRound` narrows to one edition's albums (a record row's link gives it).
 */
export function BibPhotos({ backNo, holdRound }: { backNo: string; holdRound?: number }) {
  const t = useTranslations('board.gallery');
  const errorText = useErrorText();
  const [state, setState] = useState<{ photos: PhotoByBib[] } | { error: string } | null>(null);

  useEffect(() => {
    let live = true;
    const q = new URLSearchParams({ backNo, ...(holdRound ? { holdRound: String(holdRound) } : {}) });
    void callApi<{ photos: PhotoByBib[] }>('GET', `/api/gallery/photos?${q}`).then((a) => {
      if (!live) return;
      setState(a.ok ? { photos: a.body.photos } : { error: errorText(a) });
    });
    return () => {
      live = false;
    };
  }, [backNo, holdRound, errorText]);

  if (state === null)
    return (
      <p className="muted" aria-live="polite">
        {t('bibLoading')}
      </p>
    );
  if ('error' in state)
    return (
      <p className="alert alert-error" role="alert">
        {state.error}
      </p>
    );
  return (
    <div data-testid="bib-photos">
      <p aria-live="polite">{state.photos.length ? t('bibFound', { count: state.photos.length }) : t('bibEmpty', { backNo })}</p>
      {state.photos.length ? <GalleryGrid albums={byAlbum(state.photos)} /> : null}
    </div>
  );
}
