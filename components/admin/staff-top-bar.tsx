'use client';
import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useIdleLogout } from './use-idle-logout';
import styles from './staff-console.module.css';

/**
 * Staff navigation (spec §2): fixed top bar whose menus open a sub-menu on hover (and keyboard focus);
 * logout ends the session and goes to /user/login. Not shown on the login page. Below 900 px the
 * menus fold behind a menu button and open as a full-width list, so the bar never wraps.
 */
export function StaffTopBar() {
  const t = useTranslations('admin');
  const tu = useTranslations('ui');
  const tp = useTranslations('places');
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
  const menus = [
    {
      href: '/user/reception',
      label: t('nav.reception'),
      sub: [
        { href: '/user/reception', label: t('nav.summary') },
        { href: '/user/reception/receptionist?pageNo=1&rowCount=10', label: t('nav.receptionist') },
        { href: '/user/reception/payment?pageNo=1&rowCount=10', label: t('nav.payment') },
        { href: '/user/reception/refunds', label: t('nav.refunds') },
        { href: '/user/reception/transfers', label: t('nav.transfers') },
        { href: '/user/reception/waitlist', label: tp('admin.title') },
        { href: '/user/reception/application/individual', label: t('nav.individual') },
        { href: '/user/reception/application/group', label: t('nav.group') },
        { href: '/user/reception/audit', label: t('nav.audit') },
      ],
    },
    {
      href: '/user/board/notice?pageNo=1',
      label: t('nav.board'),
      sub: [
        { href: '/user/board/notice?pageNo=1', label: t('nav.notice') },
        { href: '/user/board/qna?pageNo=1', label: t('nav.qna') },
        { href: '/user/board/gallery', label: t('nav.gallery') },
      ],
    },
    { href: '/user/events', label: t('nav.events'), sub: [{ href: '/user/events', label: t('nav.event') }] },
  ];
  return (
    <header className={styles.bar}>
      <div className={`container ${styles.barInner}`}>
        <Link href="/user/reception" className={styles.brand}>
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
          <ul className={styles.menu}>
            {menus.map((m) => (
              <li key={m.href} className={styles.menuItem}>
                <Link href={m.href}>{m.label}</Link>
                <ul className={styles.sub}>
                  {m.sub.map((s) => (
                    <li key={s.href}>
                      <Link href={s.href}>{s.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <span className={styles.spacer} />
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
