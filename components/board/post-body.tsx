import styles from './board.module.css';

/**
 * The body of a post: sanitised notice HTML (lib/boards/sanitize.ts ran when it was stored and again
 * when it was read), or plain text with its line breaks.
 */
export function PostBody({ content, mimeType, testId, lang }: { content: string; mimeType: string; testId?: string; lang?: string }) {
  if (mimeType === 'text/html') {
    return <div className={styles.content} lang={lang} data-testid={testId} dangerouslySetInnerHTML={{ __html: content }} />;
  }
  return (
    <div className={`${styles.content} ${styles.plain}`} lang={lang} data-testid={testId}>
      {content}
    </div>
  );
}
