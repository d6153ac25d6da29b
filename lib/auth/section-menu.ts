import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { MenuSection } from '@/components/layout/translate-sections';
import { menuItemsFor, type ConsoleMenu } from './console-menu';
import { currentStaff } from './require-admin';

/**
 * Console section `id` as SectionLayout draws it, titled `title`, with the pages the signed-in
 * account's role may open (lib/auth/console-menu.ts), translated, as plain paths (the pages fill in
 * their own defaults). No pages without a session (the page itself then redirects to the login).
 */
export async function consoleSection(id: ConsoleMenu['id'], title: string): Promise<MenuSection> {
  const staff = await currentStaff();
  const t = await getTranslations();
  const pages = staff ? menuItemsFor(staff.role, id).map((i) => ({ href: i.href.split('?')[0], label: t(i.label as never) })) : [];
  return { id, title, href: pages[0]?.href ?? '/user', pages };
}
