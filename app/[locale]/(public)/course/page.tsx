import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CourseArt } from '@/components/content/course-art';
import { CourseMapLoader } from '@/components/content/course-map-loader';
import styles from '@/components/content/content.module.css';
import { ElevationChart } from '@/components/content/elevation-chart';
import { courseRoute, type CourseId } from '@/lib/content/course-routes';
import { mapTileAttribution, mapTileUrl } from '@/lib/untact/tile-url';

// Cached (lib/cache/cached-routes.ts); the frame shows the edition's name, so it follows event edits too.
export const revalidate = 60;

const COURSES: CourseId[] = ['half', 'mini', 'health'];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.course');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description') } };
}

/**
 * /course (spec §2): anchors half, mini, health; per course a picture, features, main route, start
 * time, time limit and the route map (tiles from MAP_TILE_URL); the half course's elevation profile
 * with its hill of about 600 m from 6.0 km. No database read.
 */
export default async function CoursePage() {
  const t = await getTranslations('content.course');
  const tileUrl = mapTileUrl();
  const attribution = mapTileAttribution(tileUrl);
  const half = courseRoute('half');
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <nav aria-label={t('title')}>
        <ul className={styles.anchors}>
          {COURSES.map((c) => (
            <li key={c}>
              <a href={`#${c}`}>
                {t(`${c}.name`)} {t(`${c}.distance`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="alert alert-info">{t('gather')}</p>
      {COURSES.map((c) => {
        const route = courseRoute(c);
        return (
          <section key={c} id={c} className={styles.section}>
            <h2>
              {t(`${c}.name`)} · {t(`${c}.distance`)}
            </h2>
            <div className={styles.course}>
              <div>
                <CourseArt course={c} label={`${t(`${c}.name`)} ${t(`${c}.distance`)}`} />
                <table className={styles.facts}>
                  <tbody>
                    <tr>
                      <th scope="row">{t('distance')}</th>
                      <td>{t(`${c}.distance`)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('startTime')}</th>
                      <td>{t(`${c}.startTime`)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('timeLimit')}</th>
                      <td>{t(`${c}.timeLimit`)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('features')}</th>
                      <td>{t(`${c}.features`)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('route')}</th>
                      <td>{t(`${c}.route`)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
              <div>
                <CourseMapLoader
                  latLngs={route.latLngs}
                  tileUrl={tileUrl}
                  attribution={attribution}
                  label={t('mapLabel', { course: t(`${c}.name`) })}
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
