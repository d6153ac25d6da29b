import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Pager of 10 page numbers per block (spec §9), with previous/next block links. */
export function Pager({ pageNo, pageMaxNo, href }: { pageNo: number; pageMaxNo: number; href: (n: number) => string }) {
  const t = useTranslations('ui');
  if (pageMaxNo <= 1) return null;
  const start = Math.floor((pageNo - 1) / 10) * 10 + 1;
  const end = Math.min(start + 9, pageMaxNo);
  const pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return (
    <nav aria-label={t('pager')} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, justifyContent: 'center', margin: '20px 0' }}>
      {start > 1 ? (
        <Link className="btn btn-outline btn-sm" href={href(start - 1)}>
          ‹
        </Link>
      ) : null}
      {pages.map((n) => (
        <Link
          key={n}
          className={`btn btn-sm ${n === pageNo ? '' : 'btn-outline'}`}
          aria-current={n === pageNo ? 'page' : undefined}
          href={href(n)}
        >
          {n}
        </Link>
      ))}
      {end < pageMaxNo ? (
        <Link className="btn btn-outline btn-sm" href={href(end + 1)}>
          ›
        </Link>
      ) : null}
    </nav>
  );
}
