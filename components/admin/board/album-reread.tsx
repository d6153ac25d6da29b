'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import type { RereadScope } from '@/lib/photo-bibs/reread';

/**
 * "번호 다시 읽기" on the staff album page: queues the bib reading of the album's photos that were
 * never read (stored before bib reading existed) or whose reading failed, or, when staff choose so,
 * of every photo (after changing the album's edition). POST /api/admin/gallery/{postNo}/reread; the
 * photos then show "reading" until the job queue has read them, one at a time.
 */
export function AlbumReread({ postNo, unread }: { postNo: number; unread: number }) {
  const t = useTranslations('boardAdmin');
  const errorText = useErrorText();
  const router = useRouter();
  const { toast } = useFeedback();
  const [scope, setScope] = useState<RereadScope>('unread');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reread(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const a = await adminFetch<{ queued: number }>('POST', `/api/admin/gallery/${postNo}/reread`, { scope }, t('noPermission'));
    setBusy(false);
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setError(errorText(a));
      return;
    }
    setError(null);
    toast(t('gallery.rereadQueued', { count: a.body.queued }), 'ok');
    router.refresh();
  }

  return (
    <section className="card" style={{ marginTop: 12 }} data-testid="album-reread">
      <h2 style={{ marginTop: 0 }}>{t('gallery.reread')}</h2>
      <form method="post" onSubmit={reread}>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
          <legend className="muted">{t('gallery.rereadHint', { unread })}</legend>
          {(['unread', 'all'] as const).map((s) => (
            <label key={s} style={{ display: 'flex', gap: 6, alignItems: 'center', minHeight: 32 }}>
              <input type="radio" name="reread-scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              {t(s === 'unread' ? 'gallery.rereadUnread' : 'gallery.rereadAll')}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {t('gallery.reread')}
        </button>
      </form>
    </section>
  );
}
