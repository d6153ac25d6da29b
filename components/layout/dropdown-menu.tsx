import Link from 'next/link';
import { PageLinks } from './page-links';
import type { MenuSection } from './translate-sections';

/** The class names a menu bar styles itself with (its CSS module): the bar, an entry, an entry's page list. */
export interface DropdownMenuStyles {
  menu: string;
  menuItem: string;
  sub: string;
}

/**
 * A menu bar of sections whose pages open beneath each entry on hover or keyboard focus (the opening
 * is the bar's CSS: `.menuItem:hover .sub, .menuItem:focus-within .sub`), shared by the public header
 * and the staff console's top bar (spec §2). `prefetch={false}` as in PageLinks (the console).
 */
export function DropdownMenu({ sections, styles, prefetch }: { sections: MenuSection[]; styles: DropdownMenuStyles; prefetch?: false }) {
  return (
    <ul className={styles.menu}>
      {sections.map((s) => (
        <li key={s.id} className={styles.menuItem}>
          <Link href={s.href} prefetch={prefetch}>
            {s.title}
          </Link>
          <PageLinks pages={s.pages} current={null} prefetch={prefetch} className={styles.sub} />
        </li>
      ))}
    </ul>
  );
}
