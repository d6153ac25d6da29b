'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatKst } from '@/lib/time/kst';
import styles from './gallery.module.css';
import { langOf } from '@/lib/content/localized';

interface Photo {
  photoId: number;
  thumbId: number;
  width: number;
  height: number;
}
export interface Album {
  postNo: number;
  title: string;
  content: string;
  createTime: string;
  photos: Photo[];
}

/**
 * Albums as grids of thumbnails (loaded lazily by the browser) and a lightbox dialog: ← / → browse,
 * Esc closes, Tab stays inside the dialog, focus returns to the thumbnail that opened it, and the
 * original (the stored full image) can be downloaded.
 */
export function GalleryGrid({ albums }: { albums: Album[] }) {
  const t = useTranslations('board.gallery');
  const locale = useLocale();
  const [open, setOpen] = useState<{ album: Album; index: number } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);
  const step = useCallback(
    (d: number) => setOpen((o) => (o ? { ...o, index: (o.index + d + o.album.photos.length) % o.album.photos.length } : o)),
    [],
  );

  useEffect(() => {
    if (!open) return;
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
      else if (e.key === 'Tab' && dialog.current) {
        const f = Array.from(dialog.current.querySelectorAll<HTMLElement>('button, a[href]'));
        const i = f.indexOf(document.activeElement as HTMLElement);
        if (e.shiftKey && i <= 0) {
          e.preventDefault();
          f[f.length - 1].focus();
        } else if (!e.shiftKey && i === f.length - 1) {
          e.preventDefault();
          f[0].focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // Re-bind only when the lightbox opens or closes, not on every photo change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [!!open, close, step]);

  const photo = open ? open.album.photos[open.index] : null;
  return (
    <>
      {albums.map((a) => (
        <section key={a.postNo} className={styles.album} data-testid="album">
          <h2 lang={langOf(a.title, locale)}>{a.title}</h2>
          <p className="muted">
            {formatKst(a.createTime, false)} · {t('photos', { count: a.photos.length })}
          </p>
          {a.content ? <p lang={langOf(a.content, locale)}>{a.content}</p> : null}
          <ul className={styles.grid}>
            {a.photos.map((p, i) => (
              <li key={p.photoId}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={t('open', { title: a.title, n: i + 1 })}
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setOpen({ album: a, index: i });
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own /api/photo thumbnails, already sized */}
                  <img src={`/api/photo/${p.thumbId}`} alt="" loading="lazy" decoding="async" width={240} height={240} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open && photo ? (
        <div
          className={styles.backdrop}
          onClick={(e) => {
            if (e.target === e.currentTarget) close();
          }}
        >
          <div
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-label={`${t('lightbox')}: ${open.album.title}`}
            className={styles.lightbox}
            data-testid="lightbox"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- full image from /api/photo, size known */}
            <img
              src={`/api/photo/${photo.photoId}`}
              alt={`${open.album.title} ${open.index + 1}`}
              width={photo.width}
              height={photo.height}
              className={styles.full}
              data-testid="lightbox-image"
            />
            <div className={styles.controls}>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => step(-1)} aria-label={t('prev')}>
                ‹
              </button>
              <span aria-live="polite" data-testid="lightbox-position">
                {t('position', { n: open.index + 1, total: open.album.photos.length })}
              </span>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => step(1)} aria-label={t('next')}>
                ›
              </button>
              <a
                className="btn btn-outline btn-sm"
                href={`/api/photo/${photo.photoId}`}
                download={`photo-${photo.photoId}`}
                data-testid="lightbox-download"
              >
                {t('download')}
              </a>
              <button type="button" className="btn btn-sm" onClick={close} data-autofocus>
                {t('close')}
              </button>
            </div>
            <p className="muted" style={{ margin: 0, fontSize: '.85rem' }}>
              {t('keys')}
            </p>
          </div>
        </div>
      ) : null}
    </>
  );
}
