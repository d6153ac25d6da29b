import styles from './board.module.css';

/**
 * The body of a post: sanitised notice HTML (lib/boards/sanitize.ts ran when it was stored and again
 * when it was read), or plain text with its line breaks.
 */
export function PostBody({ content, mimeType, testId }: { content: string; mimeType: string; testId?: string }) {
  if (mimeType === 'text/html') {
    return <div className={styles.content} data-testid={testId} dangerouslySetInnerHTML={{ __html: content }} />;
  }
  return (
    <div className={`${styles.content} ${styles.plain}`} data-testid={testId}>
      {content}
    </div>
  );
}
