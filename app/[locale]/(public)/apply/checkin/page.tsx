import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/apply/apply.module.css';
import { getDb } from '@/db/client';
import { runnerPass } from '@/lib/checkin/runner-pass';
import { formatKst } from '@/lib/time/kst';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('apply.checkinPage');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /apply/checkin?t= (QR check-in: the link in the bib SMS): the runner's kit QR code, large,
 * with the masked name, bib and course and whether the kit was collected; a code this site did not
 * make shows a message and a way to the lookup page.
 */
export default async function CheckinPassPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('apply.checkinPage');
  const q = await searchParams;
  const token = typeof q.t === 'string' ? q.t : '';
  const pass = token ? await runnerPass(getDb(), token) : null;
  if (!pass) {
    return (
      <section className={styles.fieldset} style={{ padding: 24 }} data-testid="checkin-pass-invalid">
        <h1>{t('title')}</h1>
        <p>{t('invalid')}</p>
        <Link className="btn" href="/apply/search">
          {t('lookup')}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.pass} data-testid="checkin-pass">
      <h1>{t('title')}</h1>
      <p className={styles.passWho}>
        <strong>{pass.runnerName}</strong> · {pass.ticketName}
        <br />
        {pass.backNo !== null ? t('bib', { backNo: pass.backNo }) : t('noBib')}
      </p>
      {pass.paid ? (
        // The SVG is drawn on the server by `qrcode` from the token alone: no user text inside.
        <div className={styles.passQr} role="img" aria-label={t('qrAlt')} dangerouslySetInnerHTML={{ __html: pass.qrSvg }} />
      ) : (
        <p className="alert alert-error">{t('notPaid')}</p>
      )}
      {pass.collected ? (
        <p className="badge badge-open">{t('collected', { at: formatKst(pass.collected.collectedAt), desk: pass.collected.desk })}</p>
      ) : (
        <p className="muted">{t('hint')}</p>
      )}
    </section>
  );
}
