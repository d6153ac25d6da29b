import { formatKst } from '@/lib/time/kst';
import styles from './staff-console.module.css';

/**
 * A KST date and time in a staff list cell ('2026-11-24 02:14'): it may go on two lines between the
 * date and the time, never inside either, so the list stays narrow enough for a desktop screen.
 */
export function KstDateTime({ at }: { at: Date | string | null | undefined }) {
  const text = formatKst(at);
  if (!text) return null;
  const [day, time] = text.split(' ');
  return (
    <time dateTime={new Date(at!).toISOString()} className={styles.dateTime}>
      <span>{day}</span> <span>{time}</span>
    </time>
  );
}
