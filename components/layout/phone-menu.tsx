'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { currentPage } from '@/lib/content/site-sections';
import { PageLinks } from './page-links';
import type { MenuSection } from './translate-sections';
import styles from './phone-menu.module.css';

/**
 * The phone menu (below 1000 px, where spec §2 hides the side menus): a button opening every public
 * section and its pages in a modal dialog (native `<dialog>`: focus moves into it and stays there,
 * Escape closes it, focus returns to the button), so every page is two taps from any page.
 * Following a link closes it.
 */
export function PhoneMenu({ sections, homeLabel }: { sections: MenuSection[]; homeLabel: string }) {
  const t = useTranslations('ui');
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  const current = currentPage(
    sections.flatMap((s) => s.pages),
    pathname,
  );

  return (
    <>
      <button type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={open} onClick={show} data-testid="phone-menu">
        <span aria-hidden="true" className={styles.bars} />
        {t('menu')}
      </button>
      <dialog ref={dialog} className={styles.sheet} aria-labelledby="phone-menu-title" onClose={() => setOpen(false)}>
        <div className={styles.head}>
          <h2 id="phone-menu-title">{t('menu')}</h2>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => dialog.current?.close()}>
            {t('closeMenu')}
          </button>
        </div>
        <nav aria-labelledby="phone-menu-title">
          <Link href="/" className={styles.home} aria-current={pathname === '/' ? 'page' : undefined}>
            {homeLabel}
          </Link>
          {sections.map((s) => (
            <section key={s.id} aria-labelledby={`phone-menu-${s.id}`} className={styles.section}>
              <h3 id={`phone-menu-${s.id}`}>{s.title}</h3>
              <PageLinks pages={s.pages} current={current} />
            </section>
          ))}
        </nav>
      </dialog>
    </>
  );
}
