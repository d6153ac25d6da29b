'use client';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatHms } from '@/lib/format/units';

const COLORS = ['#1b5fbf', '#c2410c', '#15803d', '#7c3aed'];

/**
 * A runner's net times over the years, one line per course group (recharts): years on the x axis,
 * minutes on the y axis, the time as H:MM:SS in the tooltip. `series` maps a course key to its label.
 * Not animated: the points stand at their years from the first frame (and for reduced-motion users).
 */
export function HistoryChart({
  title,
  points,
  series,
}: {
  title: string;
  points: Array<{ year: number; course: string; seconds: number }>;
  series: Array<{ key: string; label: string }>;
}) {
  const years = [...new Set(points.map((p) => p.year))].sort((a, b) => a - b);
  const data = years.map((year) => {
    const row: Record<string, number> = { year };
    for (const p of points.filter((x) => x.year === year)) row[p.course] = Math.round((p.seconds / 60) * 10) / 10;
    return row;
  });
  return (
    <figure aria-label={title} style={{ margin: 0, height: 260 }} data-testid="history-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="year" />
          <YAxis width={44} domain={['auto', 'auto']} />
          <Tooltip formatter={(v) => formatHms(Number(v) * 60)} />
          <Legend />
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={COLORS[i % COLORS.length]}
              strokeWidth={2}
              connectNulls
              dot
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
