'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { MaskedApplication } from '@/lib/reception/search';
import { useRevealed, type Revealed } from './use-revealed';
import styles from './staff-console.module.css';
import { KstDateTime } from './kst-date-time';
import { bloodLabel } from '@/lib/validation/emergency';

/** The proxy edit page of a registration (spec §2): group when it has a group name. */
export function proxyEditHref(joinSeq: number, exponent: string | null): string {
  return `/user/reception/application/${exponent ? 'group' : 'individual'}?joinSeq=${joinSeq}`;
}

/**
 * The application list of /user/reception/receptionist (spec §2): masked names and phones with a
 * per-registration reveal; a row opens the proxy edit page.
 */
export function ApplicationsTable({ rows }: { rows: MaskedApplication[] }) {
  const t = useTranslations('reception');
  const router = useRouter();
  const { revealed, reveal } = useRevealed();
  if (rows.length === 0) return <p className="muted">{t('noResults')}</p>;
  const runnerOf = (r: MaskedApplication, v: Revealed | undefined) => v?.runners.find((x) => x.runnerSeq === r.runnerSeq);
  return (
    <div className={styles.tableWrap} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            {(
              [
                'joinSeq',
                'joinerName',
                'exponent',
                'runnerName',
                'gender',
                'cellphone',
                'ticketName',
                'choiceOption',
                'backNo',
                'emergency',
                'paymentStatus',
                'amount',
                'joinTime',
              ] as const
            ).map((k) => (
              <th key={k} scope="col">
                {t(`columns.${k}`)}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t('reveal')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const v = revealed[r.joinSeq];
            const runner = runnerOf(r, v);
            return (
              <tr
                key={r.runnerSeq}
                className={styles.clickable}
                data-testid="application-row"
                onClick={() => router.push(proxyEditHref(r.joinSeq, r.exponent))}
              >
                <td>
                  <Link href={proxyEditHref(r.joinSeq, r.exponent)} onClick={(e) => e.stopPropagation()}>
                    {r.joinSeq}
                  </Link>
                </td>
                <td>{v?.joinerName ?? r.joinerName}</td>
                <td className="wrap">{r.exponent ?? ''}</td>
                <td>{runner?.runnerName ?? r.runnerName}</td>
                <td>{t(`gender.${r.gender}`)}</td>
                <td>{runner?.cellphone ?? r.cellphone}</td>
                <td>{r.ticketName}</td>
                <td>{r.choiceOption ?? ''}</td>
                <td>{r.backNo ?? ''}</td>
                <td className="wrap">
                  {(runner?.emergencyName ?? r.emergencyName)
                    ? `${runner?.emergencyName ?? r.emergencyName} ${runner?.emergencyPhone ?? r.emergencyPhone ?? ''}`
                    : ''}
                  {r.bloodType || r.bloodRh ? ` · ${bloodLabel(r.bloodType, r.bloodRh, false)}` : ''}
                </td>
                <td>{t(`status.${r.paymentStatus}`)}</td>
                <td>{r.amount.toLocaleString('ko-KR')}</td>
                <td>
                  <KstDateTime at={r.joinTime} />
                </td>
                <td>
                  {v ? null : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={(e) => {
                        e.stopPropagation();
                        void reveal(r.joinSeq);
                      }}
                    >
                      {t('reveal')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
