'use client';
import { useTranslations } from 'next-intl';
import styles from './apply.module.css';

/** Progress bar of the multi-step registration flows (spec §2): `steps` labels, `current` from 1. */
export function ProgressBar({ steps, current }: { steps: string[]; current: number }) {
  const t = useTranslations('apply');
  const pct = Math.round(((current - 1) / Math.max(steps.length - 1, 1)) * 100);
  return (
    <nav aria-label={t('progressLabel')} className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={current}
        aria-valuetext={`${t('stepOf', { current, total: steps.length })}: ${steps[current - 1]}`}
      >
        <div className={styles.progressFill} style={{ width: `${pct}%` }} />
      </div>
      <ol className={styles.progressSteps}>
        {steps.map((label, i) => {
          const n = i + 1;
          const state = n < current ? styles.stepDone : n === current ? styles.stepCurrent : '';
          return (
            <li key={label} className={`${styles.step} ${state}`} aria-current={n === current ? 'step' : undefined}>
              <span className={styles.stepNo}>{n}</span>
              <span className={styles.stepLabel}>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
