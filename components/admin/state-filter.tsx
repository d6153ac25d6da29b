import Link from 'next/link';
import styles from './staff-console.module.css';

/**
 * The state links above a staff list (refund requests, transfers): 'all' and one link per state, the
 * current one marked; `children` sit on the same line (an export button).
 */
export function StateFilter<S extends string>({
  base,
  states,
  current,
  label,
  allLabel,
  labelOf,
  children,
}: {
  base: string;
  states: readonly S[];
  current: S | undefined;
  label: string;
  allLabel: string;
  labelOf: (s: S) => string;
  children?: React.ReactNode;
}) {
  return (
    <nav className={styles.toolbar} aria-label={label}>
      <span>
        {label}:{' '}
        {[undefined, ...states].map((s) => (
          <Link
            prefetch={false}
            key={s ?? 'all'}
            href={s ? `${base}?state=${s}` : base}
            aria-current={s === current ? 'true' : undefined}
            // A state's label never breaks between its words ('환불 / 완료' at 360 px read as two links).
            className={styles.stateLink}
          >
            {s ? labelOf(s) : allLabel}
          </Link>
        ))}
      </span>
      {children}
    </nav>
  );
}
