import Link from 'next/link';
import type { MenuSection } from './translate-sections';

/**
 * A section's pages as a list of links, the one shown now marked `aria-current="page"` (every menu draws its lists so).
 * `prefetch={false}` for the staff console: its pages are rendered per request from the database, and
 * prefetching a whole menu of them made the server render some thirty pages for each page a staff member opened.
 */
export function PageLinks({
  pages,
  current,
  prefetch,
  className,
}: {
  pages: MenuSection['pages'];
  current: string | null;
  prefetch?: false;
  className?: string;
}) {
  return (
    <ul className={className}>
      {pages.map((p) => (
        <li key={p.href}>
          <Link href={p.href} prefetch={prefetch} aria-current={p.href === current ? 'page' : undefined}>
            {p.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
