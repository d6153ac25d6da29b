import type { ReactNode } from 'react';
import { SectionNav } from './section-nav';
import type { MenuSection } from './translate-sections';
import styles from './section-layout.module.css';

/**
 * The frame of every sectioned area, public (/apply, /record, /dashboard) and staff (/user/reception,
 * /user/board, /user/events): the section's menu (SectionNav: side column from 1000 px, tabs above the
 * page below) beside the main column. `staff` narrows the menu so that the console's tables keep
 * their width at 1280 px, and its links are not prefetched (PageLinks).
 */
export function SectionLayout({ sections, staff, children }: { sections: MenuSection[]; staff?: boolean; children: ReactNode }) {
  return (
    <div className={`${staff ? styles.staff : 'container'} ${styles.wrap}`}>
      <SectionNav sections={sections} prefetch={staff ? false : undefined} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
