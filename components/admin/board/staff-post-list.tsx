'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useFeedback } from '@/components/ui/feedback';
import { formatKst } from '@/lib/time/kst';
import type { PostListRow } from '@/lib/boards/posts';
import { PostTitle } from '@/components/board/post-title';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';

/**
 * A staff board list (spec §2 /user/board/notice, /user/board/qna; §6 multi-select delete): rows with
 * checkboxes (the action column, first), select all, and 'delete selected' through DELETE
 * /api/admin/notice/{postNo} for each. Author and views give way first when the list is narrow.
 */
export function StaffPostList({ rows, editBase, label }: { rows: PostListRow[]; editBase: string; label: string }) {
  const t = useTranslations('boardAdmin');
  const tb = useTranslations('board');
  const ts = useTranslations('staffUi.board');
  const router = useRouter();
  const { alert, confirm, toast } = useFeedback();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const all = rows.length > 0 && rows.every((r) => checked.has(r.postNo));

  const toggle = (postNo: number) =>
    setChecked((c) => {
      const n = new Set(c);
      if (n.has(postNo)) n.delete(postNo);
      else n.add(postNo);
      return n;
    });

  async function remove() {
    if (checked.size === 0) {
      void alert(t('noneSelected'));
      return;
    }
    const count = checked.size;
    const go = await confirm(t('confirmDelete', { count }), {
      title: ts('deleteTitle'),
      confirmLabel: ts('deletePosts', { count }),
      cancelLabel: ts('keepPosts'),
      danger: true,
    });
    if (!go) return;
    setBusy(true);
    for (const postNo of checked) {
      const a = await adminFetch('DELETE', `/api/admin/notice/${postNo}`, undefined, t('noPermission'));
      if (a.status === 401 || a.status === 403) return;
    }
    setBusy(false);
    setChecked(new Set());
    toast(t('deleted'), 'ok');
    router.refresh();
  }

  const columns: Array<Column<PostListRow>> = [
    {
      id: 'check',
      meta: { action: true },
      header: () => (
        <input
          type="checkbox"
          aria-label={t('selectAll')}
          checked={all}
          onChange={() => setChecked(all ? new Set() : new Set(rows.map((r) => r.postNo)))}
        />
      ),
      cell: ({ row: { original: r } }) => (
        <input
          type="checkbox"
          aria-label={t('select', { title: r.title })}
          checked={checked.has(r.postNo)}
          onChange={() => toggle(r.postNo)}
        />
      ),
    },
    { accessorKey: 'postNo', header: tb('no'), meta: { numeric: true } },
    {
      id: 'title',
      header: tb('postTitle'),
      meta: { wrap: true },
      cell: ({ row: { original: r } }) => (
        <PostTitle
          row={r}
          href={`${editBase}/${r.postNo}`}
          badge={
            r.popup ? (
              <span className="badge badge-open" style={{ marginLeft: 6 }}>
                {t('popupBadge')}
              </span>
            ) : null
          }
        />
      ),
    },
    { accessorKey: 'author', header: tb('author'), meta: { priority: 2 } },
    { id: 'date', header: tb('date'), cell: ({ row: { original: r } }) => formatKst(r.createTime, false) },
    { accessorKey: 'viewCount', header: tb('views'), meta: { numeric: true, priority: 2 } },
  ];

  return (
    <>
      <p>
        <button type="button" className="btn btn-danger btn-sm" onClick={remove} disabled={busy}>
          {t('deleteSelected')}
        </button>
      </p>
      <DataTable
        data={rows}
        columns={columns}
        rowId={(r) => String(r.postNo)}
        empty={tb('empty')}
        label={label}
        testId="staff-board-list"
        rowProps={() => ({ 'data-testid': 'staff-board-row' })}
      />
    </>
  );
}
