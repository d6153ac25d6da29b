'use client';
import { usePathname } from 'next/navigation';
import { currentPage, sectionOf } from '@/lib/content/site-sections';
import { PageLinks } from './page-links';
import type { MenuSection } from './translate-sections';
import styles from './section-layout.module.css';

/**
 * A section's menu (spec §2 side menus, §9 'side menu from about 1000px'): from 1000 px a side
 * column with the section's title; below, the same links as a wrapping row of tabs above the page,
 * so every page of the section stays one tap away on a phone (nothing scrolls sideways). Of
 * `sections`, the one holding the current page is drawn (the record pages carry two: official
 * records and the untact race). `prefetch` as in PageLinks.
 */
export function SectionNav({ sections, prefetch }: { sections: MenuSection[]; prefetch?: false }) {
  const pathname = usePathname();
  const section = sectionOf(pathname, sections) ?? sections[0];
  const current = currentPage(section.pages, pathname);
  return (
    <nav className={styles.side} aria-labelledby={`section-nav-${section.id}`}>
      <h2 className={styles.title} id={`section-nav-${section.id}`}>
        {section.title}
      </h2>
      <PageLinks pages={section.pages} current={current} prefetch={prefetch} />
    </nav>
  );
}
