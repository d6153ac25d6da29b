'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { albumSchema } from '@/lib/validation/board';

/** Album title and description: creates an album (then opens it to add photos) or saves an existing one. */
export function AlbumForm({ album }: { album?: { postNo: number; title: string; content: string } }) {
  const t = useTranslations('boardAdmin');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { toast } = useFeedback();
  const [title, setTitle] = useState(album?.title ?? '');
  const [content, setContent] = useState(album?.content ?? '');
  const [error, setError] = useState<string | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const parsed = albumSchema.safeParse({ title, content });
    if (!parsed.success) {
      setError(tAll(issueMessageKey(parsed.error.issues) as 'board.errors.title'));
      return;
    }
    const a = await adminFetch<{ postNo: number }>(
      album ? 'PUT' : 'POST',
      album ? `/api/admin/gallery/${album.postNo}` : '/api/admin/gallery',
      parsed.data,
      t('noPermission'),
    );
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setError(errorText(a));
      return;
    }
    setError(null);
    if (album) {
      toast(t('saved'), 'ok');
      router.refresh();
    } else router.push(`/user/board/gallery/${a.body.postNo}`);
  }

  return (
    <form onSubmit={save} noValidate>
      <TextField id="album-title" label={t('gallery.title')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      <TextAreaField
        id="album-content"
        label={t('gallery.content')}
        rows={3}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={2000}
      />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn">
        {album ? t('notice.save') : t('gallery.create')}
      </button>
    </form>
  );
}
