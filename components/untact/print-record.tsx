'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import { formatKm } from '@/lib/format/units';
import { UntactProofForm, type UntactProof } from './proof-form';
import styles from './untact.module.css';
import type { CertificatesAnswer } from '@/lib/untact/certificate';

type Certificate = CertificatesAnswer['certificates'][number];

/**
 * /record/print-record (spec §2, §5): name, phone and registration number give the certificates of
 * the registration's OK untact records, printable on the page and as a PDF with the Korean font.
 */
export function PrintRecord({ eventName }: { eventName: string }) {
  const t = useTranslations('untact');
  const errorText = useErrorText();
  const [proof, setProof] = useState<UntactProof | null>(null);
  const [list, setList] = useState<Certificate[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const search = async (values: UntactProof) => {
    setMessage(null);
    setList(null);
    const a = await callApi<CertificatesAnswer>('POST', '/api/untact/certificate', values);
    if (!a.ok) return setMessage(errorText(a));
    setProof(values);
    setList(a.body.certificates);
  };

  const download = async (runnerSeq: number) => {
    const res = await fetch('/api/untact/certificate/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...proof, runnerSeq }),
    }).catch(() => null);
    if (!res?.ok)
      return setMessage(errorText({ status: res?.status ?? null, body: res ? await res.json().catch(() => undefined) : undefined }));
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `certificate-${runnerSeq}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div>
      <UntactProofForm idPrefix="print" submitLabel={t('print.search')} onProof={search} className={styles.noPrint} />
      {message && (
        <p role="alert" data-testid="untact-message" className="field-error">
          {message}
        </p>
      )}
      {list?.map((c) => (
        <article
          key={c.runnerSeq}
          data-testid="certificate"
          style={{ border: '3px double #1e3a8a', padding: 32, marginTop: 24, textAlign: 'center' }}
        >
          <h2 style={{ fontSize: '2rem' }}>{t('certificate.title')}</h2>
          <p>{eventName}</p>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'max-content max-content',
              gap: '6px 24px',
              justifyContent: 'center',
              textAlign: 'left',
            }}
          >
            <dt>{t('certificate.name')}</dt>
            <dd>{c.runnerName}</dd>
            <dt>{t('certificate.course')}</dt>
            <dd>{c.ticketName}</dd>
            <dt>{t('certificate.backNo')}</dt>
            <dd>{c.backNo ?? '-'}</dd>
            <dt>{t('certificate.distance')}</dt>
            <dd>{formatKm(c.distance)}</dd>
            <dt>{t('certificate.time')}</dt>
            <dd>{c.elapseTime}</dd>
          </dl>
          <p>{t('certificate.body')}</p>
          <p>
            {t('certificate.issued')} {c.issueDate}
          </p>
          <div className={styles.noPrint} style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
            <button className="btn btn-outline" type="button" onClick={() => window.print()}>
              {t('print.print')}
            </button>
            <button className="btn" type="button" onClick={() => download(c.runnerSeq)}>
              {t('print.pdf')}
            </button>
          </div>
        </article>
      ))}
    </div>
  );
}
