import 'server-only';
import { getTranslations } from 'next-intl/server';
import { menuItemsFor, type ConsoleMenu } from './console-menu';
import { currentStaff } from './require-admin';

/**
 * The side menu of console section `id` for the signed-in account: the pages its role may open
 * (lib/auth/console-menu.ts), translated, as plain paths (the pages fill in their own defaults).
 * Empty without a session (the page itself then redirects to the login).
 */
export async function consoleSectionItems(id: ConsoleMenu['id']): Promise<Array<{ href: string; label: string }>> {
  const staff = await currentStaff();
  if (!staff) return [];
  const t = await getTranslations();
  return menuItemsFor(staff.role, id).map((i) => ({ href: i.href.split('?')[0], label: t(i.label as never) }));
}
