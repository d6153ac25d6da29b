import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PUBLIC_SECTIONS, type SiteSection } from '@/lib/content/site-sections';

/** A section with its labels in the visitor's language, as the menus draw it. */
export interface MenuSection {
  id: string;
  title: string;
  href: string;
  pages: Array<{ href: string; label: string }>;
}

/** The public sections (`ids`, or all) with their titles and page labels translated. */
export async function translatedSections(ids?: ReadonlyArray<SiteSection['id']>): Promise<MenuSection[]> {
  const t = await getTranslations();
  const label = (key: string) => t(key as never);
  return PUBLIC_SECTIONS.filter((s) => !ids || ids.includes(s.id)).map((s) => ({
    id: s.id,
    title: label(s.title),
    href: s.href,
    pages: s.pages.map((p) => ({ href: p.href, label: label(p.label) })),
  }));
}
