import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * A page's `generateMetadata` giving it its own `<title>` from the catalogue (`namespace.key`, in the
 * visitor's language; the root layout adds the site's name): every page, and every step of the
 * registration flows (components/apply/step-announcer.ts), has a title of its own.
 */
export function titleFrom(namespace: string, key: string): () => Promise<Metadata> {
  return async () => {
    const t = await getTranslations(namespace as never);
    return { title: t(key as never) };
  };
}
