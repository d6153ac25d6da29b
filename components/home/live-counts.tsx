'use client';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { SoldRow } from '@/lib/registration/sold';
import { isInSaleWindow } from '@/lib/registration/course-status';
import { Localized } from '@/components/ui/localized';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';

/** Home page polling interval (spec §9: every 10 s, only while a sales window is open). */
const POLL_MS = 10_000;

/** Reads the live counts; null when they cannot be had (the last figures stay on screen). */
async function fetchSold(): Promise<SoldRow[] | null> {
  try {
    // The answer is cached for 2 s by the site and any CDN (Cache-Control); the browser may reuse it too.
    const res = await fetch('/api/ticket/sold');
    return res.ok ? ((await res.json()) as SoldRow[]) : null;
  } catch {
    return null;
  }
}

/**
 * Capacities and live registration counts per course; a full course shows 'closed' (spec §1, §9)
 * with a link to its waitlist ('대기 신청').
 * `initial` may come from a cached page: the browser fetches the current counts at once and then
 * every POLL_MS while a sales window is open.
 */
export function LiveCounts({ initial }: { initial: SoldRow[] }) {
  const t = useTranslations('home');
  const tp = useTranslations('places');
  const locale = useLocale();
  const [rows, setRows] = useState(initial);
  useEffect(() => {
    let live = true;
    void fetchSold().then((fresh) => live && fresh && setRows(fresh));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const anyOnSale = () => rows.some((r) => isInSaleWindow(r, new Date()));
    if (!anyOnSale()) return;
    const id = setInterval(async () => {
      const fresh = await fetchSold();
      if (fresh) setRows(fresh);
    }, POLL_MS);
    return () => clearInterval(id);
  }, [rows]);
  const columns: Array<Column<SoldRow>> = [
    {
      id: 'course',
      header: t('course'),
      cell: ({ row: { original: r } }) => <Localized row={r} field="ticketName" locale={locale} />,
      meta: { wrap: true },
    },
    {
      id: 'capacity',
      header: t('capacity'),
      cell: ({ row: { original: r } }) => r.acceptable.toLocaleString('ko-KR'),
      meta: { numeric: true },
    },
    {
      id: 'registered',
      header: t('registered'),
      cell: ({ row: { original: r } }) => r.total.toLocaleString('ko-KR'),
      meta: { numeric: true },
    },
    {
      id: 'state',
      header: t('state'),
      cell: ({ row: { original: r } }) => (
        <>
          <span className={`badge ${r.state === 'open' ? 'badge-open' : 'badge-closed'}`}>{t(`courseState.${r.state}`)}</span>
          {r.state === 'soldout' && (
            <>
              {' '}
              <Link href={`/apply/waitlist?ticketSeq=${r.ticketSeq}`} data-testid={`waitlist-${r.ticketCode}`}>
                {tp('waitlist.join')}
              </Link>
            </>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(r) => String(r.ticketSeq)}
      empty={null}
      label={t('liveCounts')}
      testId="live-counts"
      rowProps={(r) => ({ 'data-testid': `course-${r.ticketCode}` })}
    />
  );
}
