import { notFound } from 'next/navigation';

// Rendered per request: unknown paths (probes by bots) must not fill the page cache.
export const dynamic = 'force-dynamic';

/** Any path that is no page of the site: the not-found page (spec §2) of the visitor's language. */
export default function UnknownPage() {
  notFound();
}
