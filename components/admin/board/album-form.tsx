'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import type { AlbumEdition } from '@/lib/boards/gallery';
import { albumSchema } from '@/lib/validation/board';

type In = z.input<typeof albumSchema>;
type Out = z.output<typeof albumSchema>;

/**
 * Album title, description and edition: creates an album (then opens it to add photos) or saves an
 * existing one. The edition (one of `editions`; a new album starts on `defaultRound`, the current
 * one) decides which bibs are read in its photos and where the bib search by edition finds them.
 * Checked with the server's schema first: each problem under its field, gone once it is right.
 */
export function AlbumForm({
  album,
  editions,
  defaultRound = null,
}: {
  album?: { postNo: number; title: string; content: string; holdRound: number | null };
  editions: AlbumEdition[];
  defaultRound?: number | null;
}) {
  const t = useTranslations('boardAdmin');
  const errorText = useErrorText();
  const router = useRouter();
  const { toast } = useFeedback();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaults = {
    title: album?.title ?? '',
    content: album?.content ?? '',
    holdRound: String((album ? album.holdRound : defaultRound) ?? ''),
  };
  // The stored values also go in as defaultValue: in the server's HTML, and not joined by text typed before hydration.
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(albumSchema), defaultValues: defaults });
  const errors = form.formState.errors;

  async function save(values: Out) {
    setServerError(null);
    const a = await adminFetch<{ postNo: number }>(
      album ? 'PUT' : 'POST',
      album ? `/api/admin/gallery/${album.postNo}` : '/api/admin/gallery',
      values,
      t('noPermission'),
    );
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setServerError(errorText(a));
      return;
    }
    if (album) {
      toast(t('saved'), 'ok');
      router.refresh();
    } else router.push(`/user/board/gallery/${a.body.postNo}`);
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(save)} noValidate>
      <TextField
        id="album-title"
        label={t('gallery.title')}
        maxLength={200}
        error={errors.title}
        defaultValue={defaults.title}
        {...form.register('title')}
      />
      <TextAreaField
        id="album-content"
        label={t('gallery.content')}
        rows={3}
        maxLength={2000}
        error={errors.content}
        defaultValue={defaults.content}
        {...form.register('content')}
      />
      <SelectField
        id="album-round"
        label={t('gallery.holdRound')}
        hint={t('gallery.holdRoundHint')}
        placeholder={t('gallery.noRound')}
        options={editions.map((e) => ({
          value: String(e.holdRound),
          label: e.nameSaysRound ? e.eventName : t('gallery.roundOption', { holdRound: e.holdRound, name: e.eventName }),
        }))}
        error={errors.holdRound}
        defaultValue={defaults.holdRound}
        {...form.register('holdRound')}
      />
      {serverError ? (
        <p className="alert alert-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
        {album ? t('notice.save') : t('gallery.create')}
      </button>
    </form>
  );
}
