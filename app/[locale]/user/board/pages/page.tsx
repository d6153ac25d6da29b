import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PagesEditor } from '@/components/admin/content/pages-editor';
import { EditionPicker } from '@/components/admin/edition-picker';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { CONTENT_PAGES } from '@/lib/codes';
import { contentForEditor } from '@/lib/content/editor';
import { listEditions } from '@/lib/editions/list';
import { flatParams } from '@/lib/reception/page-query';
import { contentQuerySchema } from '@/lib/validation/content';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contentAdmin');
  return { title: t('title') };
}

/**
 * /user/board/pages (content role): the guide, course and trekking texts of an edition (the current one
 * by default, or the next one being prepared), with the facts taken from the event data and a preview.
 */
export default async function PagesEditorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(ACCESS.content);
  const t = await getTranslations('contentAdmin');
  const params = flatParams(await searchParams);
  const parsed = contentQuerySchema.safeParse({ page: params.page ?? 'guide', eventCode: params.eventCode || undefined });
  const q = parsed.success ? parsed.data : { page: 'guide' as const, eventCode: undefined };
  const db = getDb();
  const [view, editions] = await Promise.all([contentForEditor(db, q.page, q.eventCode), listEditions(db)]);
  return (
    <section>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <EditionPicker editions={editions} value={view.eventCode}>
        <label>
          {t('page')}
          <select name="page" defaultValue={view.page}>
            {CONTENT_PAGES.map((p) => (
              <option key={p} value={p}>
                {t(`pages.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </EditionPicker>
      <PagesEditor key={`${view.eventCode}-${view.page}`} initial={view} />
    </section>
  );
}
