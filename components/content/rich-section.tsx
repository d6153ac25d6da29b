import styles from './content.module.css';

/**
 * A staff-written section of the guide, course or trekking page: HTML sanitised with the notice rules
 * and its facts filled in by lib/content/page-content.ts (never staff's raw text).
 */
export function RichSection({ html, testId }: { html: string; testId?: string }) {
  return <div className={styles.rich} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
