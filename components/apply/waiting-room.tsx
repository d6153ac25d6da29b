'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { callApi, type ApiAnswer } from '@/components/http/api-client';
import { isOverloaded } from '@/lib/errors/client';
import { retryDelaySec } from './retry-delay';
import styles from './apply.module.css';

interface Waiting {
  secondsLeft: number;
  attempt: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The waiting room of the opening rush (ARCHITECTURE.md performance): `send` makes the call and,
 * while the site answers 503 Q0001 (queue full), shows 'you are in the queue, we retry automatically'
 * with a countdown and sends the same body again after Retry-After plus jitter, until another answer
 * comes. The form underneath stays as the runner typed it, and the caller keeps its submit button
 * disabled until `send` resolves, so nothing is sent twice at once. The runner may stop waiting
 * between tries (`send` then resolves null); an answer that arrives is always returned, never dropped.
 * Render `room` once.
 */
export function useWaitingRoom() {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const stopped = useRef(false);

  const send = useCallback(async <T,>(method: string, url: string, body: unknown): Promise<ApiAnswer<T> | null> => {
    stopped.current = false;
    for (let attempt = 1; ; attempt++) {
      const answer = await callApi<T>(method, url, body);
      if (!isOverloaded(answer)) {
        setWaiting(null);
        return answer;
      }
      for (let left = retryDelaySec(answer.retryAfterSec, attempt); left > 0; left--) {
        if (stopped.current) {
          setWaiting(null);
          return null;
        }
        setWaiting({ secondsLeft: left, attempt });
        await sleep(1_000);
      }
      if (stopped.current) {
        setWaiting(null);
        return null;
      }
      setWaiting({ secondsLeft: 0, attempt });
    }
  }, []);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);

  const room = waiting ? <WaitingRoom {...waiting} onStop={stop} /> : null;
  return { send, room };
}

function WaitingRoom({ secondsLeft, attempt, onStop }: Waiting & { onStop: () => void }) {
  const t = useTranslations('queue');
  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby="waiting-title" className={styles.dialog} data-testid="waiting-room">
        <h2 id="waiting-title" className={styles.dialogTitle}>
          {t('title')}
        </h2>
        <div className={styles.dialogText}>
          <p>{t('body')}</p>
          <p>{t('kept')}</p>
          <p aria-live="polite" data-testid="waiting-countdown">
            {secondsLeft > 0 ? t('countdown', { seconds: secondsLeft, attempt }) : t('retrying')}
          </p>
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={onStop} disabled={secondsLeft === 0}>
            {t('stop')}
          </button>
        </div>
      </div>
    </div>
  );
}
