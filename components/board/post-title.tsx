'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PostListRow } from '@/lib/boards/posts';
import { Localized } from '@/components/ui/localized';
import styles from './board.module.css';

/**
 * A post's title in a board list, public or staff (spec §2): a Q&A answer indented under its question
 * with an 'answer' mark, the title as a link (English in English mode when given), a lock on a
 * private thread, and an optional badge after it (the staff list's 'popup').
 */
export function PostTitle({
  row,
  href,
  badge,
}: {
  row: Pick<PostListRow, 'title' | 'indent' | 'locked'> & { titleEn?: string | null };
  href: string;
  badge?: ReactNode;
}) {
  const t = useTranslations('board');
  const locale = useLocale();
  return (
    <span className={styles.postTitle} style={{ paddingLeft: (row.indent - 1) * 20 }}>
      {row.indent > 1 ? <span className={styles.reply}>↳ {t('answer')} </span> : null}
      <Link href={href}>
        <Localized row={row} field="title" locale={locale} />
      </Link>
      {row.locked ? (
        <span className={styles.lock} role="img" aria-label={t('locked')} title={t('locked')}>
          {' '}
          🔒
        </span>
      ) : null}
      {badge}
    </span>
  );
}
