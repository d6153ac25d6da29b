import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { PostListRow } from '@/lib/boards/posts';
import { formatKst } from '@/lib/time/kst';
import styles from './board.module.css';
import { Ko, Localized } from '@/components/ui/localized';

/**
 * The list of a public board (spec §2): number, title (English in English mode when given), author, date, views; Q&A answers indented
 * under their question with a lock mark on private threads. 'No posts exist' when empty (spec §8).
 */
export async function PostTable({ posts, hrefBase }: { posts: PostListRow[]; hrefBase: string }) {
  const t = await getTranslations('board');
  const locale = await getLocale();
  if (posts.length === 0)
    return (
      <p className="muted" data-testid="board-empty">
        {t('empty')}
      </p>
    );
  return (
    <table className={`table ${styles.table}`} data-testid="board-list">
      <thead>
        <tr>
          <th className={styles.num}>{t('no')}</th>
          <th>{t('postTitle')}</th>
          <th className={styles.author}>{t('author')}</th>
          <th className={styles.date}>{t('date')}</th>
          <th className={styles.num}>{t('views')}</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((p) => (
          <tr key={p.postNo} data-testid="board-row">
            <td className={styles.num}>{p.indent > 1 ? '' : p.postNo}</td>
            <td>
              <span style={{ paddingLeft: (p.indent - 1) * 20 }}>
                {p.indent > 1 ? (
                  <span className={styles.reply} aria-label={t('answer')}>
                    ↳ {t('answer')}{' '}
                  </span>
                ) : null}
                <Link href={`${hrefBase}/${p.postNo}`}>
                  <Localized row={p} field="title" locale={locale} />
                </Link>
                {p.locked ? (
                  <span className={styles.lock} aria-label={t('locked')} title={t('locked')}>
                    {' '}
                    🔒
                  </span>
                ) : null}
              </span>
            </td>
            <td className={styles.author}>
              <Ko text={p.author} locale={locale} />
            </td>
            <td className={styles.date}>{formatKst(p.createTime, false)}</td>
            <td className={styles.num}>{p.viewCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
