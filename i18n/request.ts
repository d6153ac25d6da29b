import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, toLocale } from './config';
import { messagesFor } from './messages';

// Locale from the cookie the language switch sets; URLs stay as the spec gives them.
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Seoul' };
});
