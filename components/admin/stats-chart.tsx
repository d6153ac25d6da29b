'use client';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './staff-console.module.css';

/** A bar chart of statistics (recharts); one bar series per `series` key, optionally stacked. */
export function StatsChart({
  title,
  data,
  series,
  stacked = false,
}: {
  title: string;
  data: Array<Record<string, string | number>>;
  series: Array<{ key: string; label: string; color: string }>;
  stacked?: boolean;
}) {
  return (
    <figure className={styles.chart} aria-label={title} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={stacked ? 'a' : undefined} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
