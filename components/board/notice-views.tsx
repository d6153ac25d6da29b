'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

/**
 * The view count of a notice (spec §2 notice detail). The page is one cached document for everybody,
 * so the browser counts the view itself: GET /api/notice/{postNo} (spec §7) counts it and answers the
 * new total, shown in place of the cached figure. Once per page view.
 */
export function NoticeViews({ postNo, initial }: { postNo: number; initial: number }) {
  const t = useTranslations('board');
  const [count, setCount] = useState(initial);
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    fetch(`/api/notice/${postNo}`, { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<{ viewCount?: number }>) : null))
      .then((post) => {
        if (typeof post?.viewCount === 'number') setCount(post.viewCount);
      })
      .catch(() => undefined);
  }, [postNo]);
  return <span data-testid="notice-views">{t('viewCount', { count })}</span>;
}
