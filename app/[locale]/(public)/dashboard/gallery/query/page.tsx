import { GalleryList } from '@/components/board/gallery-list';
import { postNoSchema } from '@/lib/validation/board';

// The query twin of the cached gallery: pages past the first are read from the query string.
export const dynamic = 'force-dynamic';
export { generateMetadata } from '../page';

/** /dashboard/gallery?pageNo=N (spec §2), reached through proxy.ts's rewrite (lib/cache/cached-routes.ts). */
export default async function GalleryQueryPage({ searchParams }: { searchParams: Promise<{ pageNo?: string }> }) {
  return <GalleryList pageNo={postNoSchema.catch(1).parse((await searchParams).pageNo ?? 1)} />;
}
