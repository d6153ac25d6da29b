'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './side-menu.module.css';

/** Section side menu, shown from about 1000 px wide (spec §2, §9). */
export function SideMenu({ title, items }: { title: string; items: Array<{ href: string; label: string }> }) {
  const pathname = usePathname();
  return (
    <aside className={styles.side} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.href}>
            <Link
              href={i.href}
              aria-current={pathname === i.href ? 'page' : undefined}
              className={pathname === i.href ? styles.active : undefined}
            >
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
