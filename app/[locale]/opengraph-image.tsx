import { ImageResponse } from 'next/og';
import { toLocale } from '@/i18n/config';
import { koreanFontBytes } from '@/lib/fonts/korean-font';
import { translate } from '@/lib/i18n/translate';

const SIZE = { width: 1200, height: 630 };

/**
 * The sharing picture's description, in the page's language. The locale comes from the route's own
 * parameter (the build calls this without one, hence the Korean default), not from request scope.
 */
export function generateImageMetadata({ params }: { params?: { locale?: string } }) {
  return [{ id: 'card', alt: translate(toLocale(params?.locale), 'common.og.alt'), size: SIZE, contentType: 'image/png' }];
}

/**
 * The sharing picture of every page (Open Graph): lake, hills, the edition and the race name in the
 * page's language, drawn with the site's Korean font (the picture renderer has no Hangul of its own).
 */
export default async function OpengraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  const t = (key: string) => translate(locale, `common.${key}`);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: 'linear-gradient(180deg, #9fd3f7 0%, #e7f5ff 55%, #3d86c6 55%, #3d86c6 75%, #c9b48a 75%)',
        padding: 60,
        fontFamily: 'Pretendard',
      }}
    >
      <div style={{ display: 'flex', fontSize: 40, color: '#1b3d66' }}>{t('og.edition')}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 84, color: '#fff', textShadow: '0 4px 16px rgba(0,0,0,.35)' }}>{t('siteTitle')}</div>
        <div style={{ fontSize: 38, color: '#fff' }}>{t('og.courses')}</div>
      </div>
    </div>,
    { ...SIZE, fonts: [{ name: 'Pretendard', data: await koreanFontBytes(), weight: 600, style: 'normal' }] },
  );
}
