import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CourseArt } from '@/components/content/course-art';
import { CourseMapLoader } from '@/components/content/course-map-loader';
import styles from '@/components/content/content.module.css';
import { ElevationChart } from '@/components/content/elevation-chart';
import { RichSection } from '@/components/content/rich-section';
import { getDb } from '@/db/client';
import { toLocale } from '@/i18n/config';
import { courseRoute, type CourseId } from '@/lib/content/course-routes';
import { COURSE_OF_CODE } from '@/lib/content/facts';
import { loadPageContent } from '@/lib/content/page-content';
import { mapTileAttribution, mapTileUrl } from '@/lib/untact/tile-url';

// Cached (lib/cache/cached-routes.ts); staff edits of the event, its courses or these sections re-render it at once.
export const revalidate = 60;

const COURSES: CourseId[] = ['half', 'mini', 'health'];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.course');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description') } };
}

/**
 * /course (spec §2): anchors half, mini, health; per course a picture, its distance, start time and
 * time limit (from the current edition's courses), staff's features and main route
 * (lib/content/page-content.ts) and the route map (tiles from MAP_TILE_URL); the half course's
 * elevation profile with its hill of about 600 m from 6.0 km. The assembly time comes from race day.
 */
export default async function CoursePage() {
  const t = await getTranslations('content.course');
  const locale = toLocale(await getLocale());
  const { facts, sections } = await loadPageContent(getDb(), 'course', locale);
  const tileUrl = mapTileUrl();
  const attribution = mapTileAttribution(tileUrl);
  const half = courseRoute('half');
  const factsOf = (c: CourseId) => facts.courses.find((x) => COURSE_OF_CODE[x.code] === c);
  const nameOf = (c: CourseId) => factsOf(c)?.name ?? t(`${c}.name`);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <nav aria-label={t('title')}>
        <ul className={styles.anchors}>
          {COURSES.map((c) => (
            <li key={c}>
              <a href={`#${c}`}>{nameOf(c)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="alert alert-info">{t('gather', { assemblyTime: facts.values.assemblyTime })}</p>
      {COURSES.map((c) => {
        const route = courseRoute(c);
        const f = factsOf(c);
        return (
          <section key={c} id={c} className={styles.section}>
            <h2>
              {nameOf(c)}
              {f ? ` · ${f.distance}` : ''}
            </h2>
            <div className={styles.course}>
              <div>
                <CourseArt course={c} label={`${nameOf(c)} ${f?.distance ?? ''}`} />
                <table className={styles.facts} data-testid={`course-facts-${c}`}>
                  <tbody>
                    <tr>
                      <th scope="row">{t('distance')}</th>
                      <td>{f?.distance ?? '-'}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('startTime')}</th>
                      <td>{f?.startTime ?? '-'}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('timeLimit')}</th>
                      <td>{f?.timeLimit ?? '-'}</td>
                    </tr>
                  </tbody>
                </table>
                <RichSection html={sections[c]} />
              </div>
              <div>
                <CourseMapLoader
                  latLngs={route.latLngs}
                  tileUrl={tileUrl}
                  attribution={attribution}
                  label={t('mapLabel', { course: nameOf(c) })}
                  startLabel={t('start')}
                />
              </div>
            </div>
            {c === 'half' ? (
              <>
                <h3>{t('elevation')}</h3>
                <ElevationChart
                  elevations={half.elevations}
                  distanceKm={half.distanceKm}
                  title={t('elevation')}
                  hill={{ fromKm: 6.0, lengthKm: 0.6, label: t('hill') }}
                />
              </>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
