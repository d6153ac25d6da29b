'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import type { QnaThreadAnswer } from '@/lib/boards/qna';
import { QnaThreadView } from './qna-thread';
import { TextField } from '@/components/ui/text-field';

/**
 * The password form of a locked Q&A thread: POST /api/qna/{postNo}/unlock, then the thread that the
 * server sent back is shown in place. Wrong password and too many tries show the server's message.
 */
export function QnaUnlock({ postNo, labels }: { postNo: number; labels: { views: string; answers: string; noAnswer: string } }) {
  const t = useTranslations('board.unlock');
  const errorText = useErrorText();
  const [passwd, setPasswd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thread, setThread] = useState<QnaThreadAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  if (thread) return <QnaThreadView post={thread} answers={thread.answers} labels={labels} />;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const answer = await callApi<QnaThreadAnswer>('POST', `/api/qna/${postNo}/unlock`, { passwd });
    setBusy(false);
    if (answer.ok) {
      setPasswd('');
      setThread(answer.body);
    } else setError(errorText(answer));
  }

  return (
    <form method="post" className="card" onSubmit={submit} style={{ marginTop: 12 }}>
      <p>{t('text')}</p>
      <TextField
        id="unlock-passwd"
        label={t('passwd')}
        type="password"
        value={passwd}
        onChange={(e) => setPasswd(e.target.value)}
        required
        maxLength={50}
        autoComplete="current-password"
      />
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !passwd}>
        {t('submit')}
      </button>
    </form>
  );
}
