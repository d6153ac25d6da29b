import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/content/content.module.css';

// Cached (lib/cache/cached-routes.ts); the frame shows the edition's name, so it follows event edits too.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.trekking');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description') } };
}

/** /trekking (spec §2, §9): sections 1 to 5 (guide, recruitment, prizes, souvenirs, course guide) of the 2021 trekking. No database read. */
export default async function TrekkingPage() {
  const t = await getTranslations('content.trekking');
  const table = (key: string) => (
    <table className={styles.facts}>
      <tbody>
        {(t.raw(key) as string[][]).map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const list = (key: string) => (
    <ul>
      {(t.raw(key) as string[]).map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <nav aria-label={t('title')}>
        <ul className={styles.anchors}>
          {[1, 2, 3, 4, 5].map((n) => (
            <li key={n}>
              <a href={`#section${n}`}>{t(`s${n}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="section1" className={styles.section}>
        <h2>{t('s1.title')}</h2>
        {table('s1.rows')}
      </section>
      <section id="section2" className={styles.section}>
        <h2>{t('s2.title')}</h2>
        {table('s2.rows')}
      </section>
      <section id="section3" className={styles.section}>
        <h2>{t('s3.title')}</h2>
        {list('s3.items')}
      </section>
      <section id="section4" className={styles.section}>
        <h2>{t('s4.title')}</h2>
        {list('s4.items')}
      </section>
      <section id="section5" className={styles.section}>
        <h2>{t('s5.title')}</h2>
        {table('s5.courses')}
      </section>
    </div>
  );
}
