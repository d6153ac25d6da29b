'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { LazyFootprintMap, MARKER_INTERVALS } from '@/components/untact/lazy-map';
import { RecordSummary, type RecordSummaryData } from '@/components/untact/record-summary';
import { formatKst } from '@/lib/time/kst';
import { trimAfter, trimBefore } from '@/lib/untact/trim';
import type { StaffFootprintAnswer } from '@/lib/untact/staff';

/**
 * /user/events/map (spec §2, §4 footprint edit): choose a point on the trace, trim the points
 * before or after it, undo, and save (POST /api/admin/readjust with the removed indexes); distance,
 * time and flags come back recomputed from the kept points.
 */
export function FootprintEditor({ runnerSeq, tileUrl }: { runnerSeq: number; tileUrl: string }) {
  const t = useTranslations('untact');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const [data, setData] = useState<StaffFootprintAnswer | null>(null);
  const [history, setHistory] = useState<number[][]>([[]]);
  const [selected, setSelected] = useState<number | null>(null);
  const [interval, setIntervalChoice] = useState(10);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    const a = await adminFetch<StaffFootprintAnswer>(
      'GET',
      `/api/admin/untact/footprint?runnerSeq=${runnerSeq}`,
      undefined,
      te('noPermission'),
    );
    if (!a.ok) return setMessage(errorText(a));
    setData(a.body);
    setHistory([a.body.traces.filter((p) => p.removed).map((p) => p.index)]);
  }, [runnerSeq, te, errorText]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the editor's data once on open
    void load();
  }, [load]);

  if (!data) return <p role="status">{message ?? t('map.loading')}</p>;
  const removed = history[history.length - 1];
  const removedSet = new Set(removed);
  const points = data.traces.map((p) => ({ ...p, removed: removedSet.has(p.index) }));
  const push = (next: number[]) => setHistory([...history, next]);

  const save = async () => {
    const a = await adminFetch<RecordSummaryData>(
      'POST',
      '/api/admin/readjust',
      { runnerSeq, recordIndexes: removed.join(','), validation: false },
      te('noPermission'),
    );
    if (!a.ok) return setMessage(errorText(a));
    setMessage(t('staff.saved'));
    setData({ ...data, ...a.body, traces: points });
  };

  return (
    <section>
      <h1>{t('staff.mapTitle')}</h1>
      <p>
        {data.runnerName} · {data.ticketName}
      </p>
      <RecordSummary data={data} />
      <p data-testid="kept-count">{t('staff.kept', { kept: points.length - removed.length, total: points.length })}</p>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', margin: '8px 0' }}>
        <label htmlFor="map-interval">{t('map.interval')}</label>
        <select id="map-interval" value={interval} onChange={(e) => setIntervalChoice(Number(e.target.value))}>
          {MARKER_INTERVALS.map((n) => (
            <option key={n} value={n}>
              {t('map.points', { n })}
            </option>
          ))}
        </select>
        <label htmlFor="map-point">#</label>
        <input
          id="map-point"
          type="number"
          min={0}
          max={points.length - 1}
          value={selected ?? ''}
          onChange={(e) => setSelected(e.target.value === '' ? null : Math.min(points.length - 1, Math.max(0, Number(e.target.value))))}
          style={{ width: 90 }}
        />
        {selected !== null && <span>{t('staff.selected', { index: selected, time: formatKst(points[selected]?.logtime) })}</span>}
        <button
          className="btn btn-outline btn-sm"
          type="button"
          disabled={selected === null}
          onClick={() => selected !== null && push(trimBefore(removed, selected))}
        >
          {t('staff.trimBefore')}
        </button>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          disabled={selected === null}
          onClick={() => selected !== null && push(trimAfter(removed, selected, points.length))}
        >
          {t('staff.trimAfter')}
        </button>
        <button
          className="btn btn-outline btn-sm"
          type="button"
          disabled={history.length < 2}
          onClick={() => setHistory(history.slice(0, -1))}
        >
          {t('staff.undo')}
        </button>
        <button className="btn btn-sm" type="button" onClick={save}>
          {t('staff.save')}
        </button>
      </div>
      {message && (
        <p role="status" data-testid="staff-message">
          {message}
        </p>
      )}
      <LazyFootprintMap
        points={points}
        tileUrl={tileUrl}
        interval={interval}
        labels={{ start: t('map.start'), finish: t('map.finish') }}
        selected={selected}
        onSelect={setSelected}
      />
    </section>
  );
}
