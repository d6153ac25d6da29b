import Link from 'next/link';
import type { MenuSection } from './translate-sections';

/** A section's pages as a list of links, the one shown now marked `aria-current="page"` (every menu draws its lists so). */
export function PageLinks({ pages, current }: { pages: MenuSection['pages']; current: string | null }) {
  return (
    <ul>
      {pages.map((p) => (
        <li key={p.href}>
          <Link href={p.href} aria-current={p.href === current ? 'page' : undefined}>
            {p.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
