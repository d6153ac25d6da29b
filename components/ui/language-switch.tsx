'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LOCALE_COOKIE } from '@/i18n/config';

/** Switches between Korean and English by cookie; URLs stay as the spec gives them. */
export function LanguageSwitch() {
  const locale = useLocale();
  const router = useRouter();
  const t = useTranslations('common');
  const next = locale === 'ko' ? 'en' : 'ko';
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      data-testid="language-switch"
      // The label names the other language in that language ('English', '한국어'): marked as such (WCAG 3.1.2).
      lang={next}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
        router.refresh();
      }}
    >
      {t('switchLanguage')}
    </button>
  );
}
