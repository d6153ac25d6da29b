import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/content/content.module.css';
import { GuideRefundPolicy } from '@/components/ledger/guide-refund-policy';

// Cached (lib/cache/cached-routes.ts); the frame shows the edition's name, so it follows event edits too.
export const revalidate = 60;

const ANCHORS = ['outline', 'howto', 'prize', 'gift', 'apply', 'note'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.guide');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description') } };
}

/** /guide (spec §2): the race guide with the anchors outline, howto, prize, gift, apply (with the edition's refund policy), note. */
export default async function GuidePage() {
  const t = await getTranslations('content.guide');
  const rows = (key: string) => t.raw(key) as string[][];
  const items = (key: string) => t.raw(key) as string[];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <nav aria-label={t('title')}>
        <ul className={styles.anchors}>
          {ANCHORS.map((a) => (
            <li key={a}>
              <a href={`#${a}`}>{t(`nav.${a}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="outline" className={styles.section}>
        <h2>{t('nav.outline')}</h2>
        <table className={styles.facts}>
          <tbody>
            {rows('outline.rows').map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section id="howto" className={styles.section}>
        <h2>{t('nav.howto')}</h2>
        <ol className={styles.steps}>
          {items('howto.steps').map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
      <section id="prize" className={styles.section}>
        <h2>{t('nav.prize')}</h2>
        <p>{t('prize.overall')}</p>
        <h3>{t('prize.groupTitle')}</h3>
        <table className={styles.facts}>
          <tbody>
            {rows('prize.group').map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('prize.age')}</p>
      </section>
      <section id="gift" className={styles.section}>
        <h2>{t('nav.gift')}</h2>
        <p>{t('gift.text')}</p>
        <p>{t('gift.finish')}</p>
      </section>
      <section id="apply" className={styles.section}>
        <h2>{t('nav.apply')}</h2>
        <table className={styles.facts}>
          <tbody>
            <tr>
              <th scope="row">{t('apply.periodLabel')}</th>
              <td>{t('apply.period')}</td>
            </tr>
          </tbody>
        </table>
        <h3>{t('apply.feeTitle')}</h3>
        <table className="table">
          <thead>
            <tr>
              {items('apply.feeHead').map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows('apply.fees').map((r) => (
              <tr key={r[0]}>
                {r.map((c) => (
                  <td key={c}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('apply.eligibility')}</p>
        <p>{t('apply.payment')}</p>
        <p className="alert alert-info">{t('apply.refund')}</p>
        <GuideRefundPolicy />
        <Link href="/apply/individual" className="btn">
          {t('apply.cta')}
        </Link>
      </section>
      <section id="note" className={styles.section}>
        <h2>{t('nav.note')}</h2>
        <ul>
          {items('note.items').map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
