'use client';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { DropdownMenu } from '@/components/layout/dropdown-menu';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { menusFor } from '@/lib/auth/console-menu';
import type { StaffRole } from '@/lib/codes';
import { useIdleLogout } from './use-idle-logout';
import styles from './staff-console.module.css';

/**
 * Staff navigation (spec §2): fixed top bar whose menus open a sub-menu on hover (and keyboard focus),
 * showing only the pages `role` may open (lib/auth/console-menu.ts), and who is signed in;
 * logout ends the session and goes to /user/login. Not shown on the login page. Below 900 px the
 * menus fold behind a menu button and open as a full-width list, so the bar never wraps.
 */
export function StaffTopBar({ role, userName }: { role: StaffRole | null; userName: string | null }) {
  const t = useTranslations('admin');
  const tAll = useTranslations();
  const tu = useTranslations('ui');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // Following a link closes the folded menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  const onLogin = pathname.startsWith('/user/login');
  useIdleLogout(!onLogin);
  if (onLogin) return null;
  const sections = (role ? menusFor(role) : []).map((m) => ({
    id: m.id,
    title: tAll(m.label as never),
    href: m.items[0].href,
    pages: m.items.map((s) => ({ href: s.href, label: tAll(s.label as never) })),
  }));
  return (
    <header className={styles.bar}>
      <div className={`container ${styles.barInner}`}>
        <Link href="/user" prefetch={false} className={styles.brand}>
          {t('console')}
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls="staff-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> <span className={styles.menuLabel}>{open ? tu('closeMenu') : tu('menu')}</span>
        </button>
        <nav id="staff-nav" aria-label={t('nav.label')} className={`${styles.nav} ${open ? styles.navOpen : ''}`}>
          <DropdownMenu sections={sections} styles={{ menu: styles.menu, menuItem: styles.menuItem, sub: styles.sub }} prefetch={false} />
        </nav>
        <span className={styles.spacer} />
        {userName && role ? (
          <Link href="/user/account" prefetch={false} className={`${styles.who} ${styles.nowrap}`}>
            {userName} · {tAll(`staff.roles.${role}` as never)}
          </Link>
        ) : null}
        <LanguageSwitch />
        <button
          type="button"
          className={`btn btn-outline btn-sm ${styles.nowrap}`}
          onClick={() => void signOut({ callbackUrl: '/user/login' })}
        >
          {t('logout')}
        </button>
      </div>
    </header>
  );
}
