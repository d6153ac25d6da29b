'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import { formatKst } from '@/lib/time/kst';
import styles from './race-day.module.css';
import { UploadResult } from './upload-result';
import { useAdminCall, type RowErrors, type UploadMessage } from './use-admin-call';
import type { NewTimingToken, TimingTokenView } from '@/lib/timing/tokens';

/**
 * /user/events/timing (live results): the timing companies' tokens for
 * POST /api/v1/timing/passings (made here, shown once, revoked at once), the upload of the same rows
 * as a CSV/Excel file, and a link to the public live results.
 */
export function TimingConsole({ initial }: { initial: TimingTokenView[] }) {
  const t = useTranslations('raceDay.timingConsole');
  const { confirm } = useFeedback();
  const { call, uploadFile, errorText } = useAdminCall();
  const [tokens, setTokens] = useState(initial);
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<UploadMessage | null>(null);

  async function reload() {
    const res = await call<{ tokens: TimingTokenView[] }>('GET', '/api/admin/timing/tokens');
    if (res.ok) setTokens(res.body.tokens);
  }

  async function create() {
    const res = await call<NewTimingToken>('POST', '/api/admin/timing/tokens', { label });
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    setCreated(res.body.token);
    setLabel('');
    await reload();
  }

  async function revoke(tok: TimingTokenView) {
    if (!(await confirm(t('revokeConfirm', { label: tok.label })))) return;
    const res = await call('DELETE', `/api/admin/timing/tokens/${tok.tokenId}`);
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    await reload();
  }

  async function uploadPassings() {
    setBusy(true);
    setMessage(
      await uploadFile<RowErrors & { accepted: number; duplicates: number; errorCount: number }>(
        '/api/admin/timing/passings',
        file,
        {},
        {
          noFile: t('noFile'),
          done: (b) => t('uploaded', { accepted: b.accepted, duplicates: b.duplicates, errors: b.errorCount }),
        },
      ),
    );
    setBusy(false);
  }

  return (
    <>
      <section aria-labelledby="timingTitle">
        <h1 id="timingTitle">{t('title')}</h1>
        <p>{t('intro')}</p>
        <p>
          <Link href="/record/live" prefetch={false}>
            {t('liveLink')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="tokensTitle" className={styles.block}>
        <h2 id="tokensTitle">{t('tokensTitle')}</h2>
        <form
          method="post"
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <TextField
            id="tokenLabel"
            label={t('label')}
            hint={t('labelHint')}
            value={label}
            maxLength={50}
            onChange={(e) => setLabel(e.target.value)}
          />
          <button type="submit" className="btn">
            {t('create')}
          </button>
        </form>
        {created ? (
          <div className="alert alert-ok" role="status">
            <p>{t('createdOnce')}</p>
            <code className={styles.secret} data-testid="timing-token">
              {created}
            </code>
          </div>
        ) : null}
        <ul className={styles.runnerList}>
          {tokens.map((tok) => (
            <li key={tok.tokenId}>
              <div>
                <strong>{tok.label}</strong> <code>{tok.hint}…</code>
                <br />
                <span className="muted">
                  {t('madeBy', { at: formatKst(tok.createdAt), by: tok.createdBy ?? '-' })}
                  {tok.lastUsedAt ? ` · ${t('lastUsed', { at: formatKst(tok.lastUsedAt) })}` : ''}
                  {tok.revokedAt ? ` · ${t('revokedAt', { at: formatKst(tok.revokedAt) })}` : ''}
                </span>
              </div>
              {tok.revokedAt ? null : (
                <button type="button" className="btn btn-sm btn-danger" onClick={() => void revoke(tok)}>
                  {t('revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="uploadTitle" className={styles.block}>
        <h2 id="uploadTitle">{t('uploadTitle')}</h2>
        <p className="muted">{t('uploadIntro')}</p>
        <div className={styles.inline}>
          <TextField
            id="passingsFile"
            label={t('file')}
            type="file"
            accept=".csv,.tsv,.txt,.xlsx"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <button type="button" className="btn" disabled={busy} onClick={() => void uploadPassings()}>
            {t('upload')}
          </button>
        </div>
        {message ? <UploadResult ok={message.ok} text={message.text} errors={message.errors} testId="timing-message" /> : null}
      </section>
    </>
  );
}
