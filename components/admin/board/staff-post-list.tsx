'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useFeedback } from '@/components/ui/feedback';
import { formatKst } from '@/lib/time/kst';

export interface StaffPostRow {
  postNo: number;
  title: string;
  author: string;
  createTime: string;
  viewCount: number;
  indent: number;
  locked: boolean;
  popup?: boolean;
}

/**
 * A staff board list (spec §2 /user/board/notice, /user/board/qna; §6 multi-select delete): rows with
 * checkboxes, select all, and 'delete selected' through DELETE /api/admin/notice/{postNo} for each.
 */
export function StaffPostList({ rows, editBase }: { rows: StaffPostRow[]; editBase: string }) {
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

  return (
    <>
      <p>
        <button type="button" className="btn btn-danger btn-sm" onClick={remove} disabled={busy}>
          {t('deleteSelected')}
        </button>
      </p>
      {rows.length === 0 ? (
        <p className="muted">{tb('empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table" data-testid="staff-board-list">
            <thead>
              <tr>
                <th style={{ width: 40 }}>
                  <input
                    type="checkbox"
                    aria-label={t('selectAll')}
                    checked={all}
                    onChange={() => setChecked(all ? new Set() : new Set(rows.map((r) => r.postNo)))}
                  />
                </th>
                <th style={{ width: 70 }}>{tb('no')}</th>
                <th>{tb('postTitle')}</th>
                <th style={{ width: 120 }}>{tb('author')}</th>
                <th style={{ width: 120 }}>{tb('date')}</th>
                <th style={{ width: 70 }}>{tb('views')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.postNo} data-testid="staff-board-row">
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('select', { title: r.title })}
                      checked={checked.has(r.postNo)}
                      onChange={() => toggle(r.postNo)}
                    />
                  </td>
                  <td>{r.postNo}</td>
                  <td className="wrap">
                    <span style={{ paddingLeft: (r.indent - 1) * 20 }}>
                      {r.indent > 1 ? '↳ ' : ''}
                      <Link href={`${editBase}/${r.postNo}`}>{r.title}</Link>
                      {r.locked ? ' 🔒' : ''}
                      {r.popup ? (
                        <span className="badge badge-open" style={{ marginLeft: 6 }}>
                          {t('popupBadge')}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td>{r.author}</td>
                  <td>{formatKst(r.createTime, false)}</td>
                  <td>{r.viewCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
