import { getLocale, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { verifyCertificate, type CertificateView } from '@/lib/certificates/verify';
import { isApiError } from '@/lib/errors';
import { formatKm } from '@/lib/format/units';
import { yearOfRound } from '@/lib/records/editions';
import { formatKst } from '@/lib/time/kst';

/**
 * The answer of the verification page for `code` (/record/verify/{code}, /record/verify?code=): the
 * certificate's facts from the database with 'valid' or 'no longer valid', or why nothing is shown
 * (unknown code, too many misses from this client). Server-rendered per request.
 */
export async function VerificationResult({ code }: { code: string }) {
  const t = await getTranslations('records.verify');
  const locale = await getLocale();
  let view: CertificateView | null = null;
  let problem: string | null = null;
  try {
    view = await verifyCertificate(getDb(), code.slice(0, 40), clientIp(await headers()));
  } catch (e) {
    if (isApiError(e, 'S0429')) problem = (await getTranslations('errors'))('tooMany');
    else if (isApiError(e, 'S0001')) problem = t('notFound');
    else throw e;
  }
  if (!view) {
    return (
      <p role="alert" className="alert alert-error" data-testid="verify-problem">
        {problem}
      </p>
    );
  }
  const round =
    view.holdRound >= 1 && view.holdRound <= 24
      ? t('roundValue', { round: view.holdRound, year: yearOfRound(view.holdRound) })
      : String(view.holdRound);
  const rows: Array<[string, string]> = [
    [t('code'), view.code],
    [t('kind'), view.kind === 'official' ? t('kindOfficial') : t('kindUntact')],
    [t('runnerName'), view.runnerName],
    [t('ticketName'), view.ticketName],
    [t('holdRound'), round],
    [t('elapseTime'), view.elapseTime || '-'],
    ...(view.distance !== null ? [[t('distance'), formatKm(view.distance)] as [string, string]] : []),
    [t('issuedAt'), formatKst(view.issuedAt, false)],
    ...(view.revokedAt ? [[t('revokedAt'), formatKst(view.revokedAt, false)] as [string, string]] : []),
  ];
  return (
    <section aria-live="polite" data-testid="verify-result" lang={locale}>
      <p role="status" className={`alert ${view.valid ? 'alert-ok' : 'alert-error'}`} data-valid={view.valid}>
        <strong>{view.valid ? t('valid') : t('revoked')}</strong>
      </p>
      <dl className="card" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt className="muted">{k}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
