/**
 * BENCH_OCR_BACKLOG=N for `bench:rush`: an album of N race photos (the OCR fixtures,
 * tests/fixtures/race-photos, taken in turn) uploaded to the site just before the opening, so that its
 * bib readings are queued and the first is being read when the applications arrive: what staff
 * uploading the race's album during an opening cost the rush. Stored as an upload stores them
 * (lib/boards/gallery.ts addAlbumPhotos: processed, tagged 'queued', one reading job each).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import * as schema from '@/db/schema';
import { addAlbumPhotos, createAlbum } from '@/lib/boards/gallery';
import { processGalleryPhoto } from '@/lib/boards/photo-process';
import { expectedPhotos, RACE_PHOTOS_DIR } from '../../tests/fixtures/race-photos/edition';

export interface OcrBacklog {
  postNo: number;
  /** The album's photos whose reading the site has finished (done or failed) so far. */
  read: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * Uploads `photos` race photos as one new album into the database at `dbUrl` (whose site's job
 * workers then read them) and resolves `waitMs` later, when the first reading is under way.
 */
export async function uploadOcrBacklog(dbUrl: string, photos: number, waitMs = 5_000): Promise<OcrBacklog> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  const db = drizzle(pool, { schema });
  const files = expectedPhotos().photos.map((p) => p.file);
  const items = [];
  for (let i = 0; i < photos; i++) {
    const file = files[i % files.length];
    items.push({ ...(await processGalleryPhoto(await readFile(path.join(RACE_PHOTOS_DIR, file)))), fileName: file });
  }
  const { postNo } = await createAlbum(db, { title: 'bench: race photos uploaded at the opening', content: '' }, 'bench');
  await addAlbumPhotos(db, postNo, items);
  /** The album's photos read so far (done or failed). */
  const read = async () => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(schema.postPhotos)
      .where(and(eq(schema.postPhotos.postNo, postNo), inArray(schema.postPhotos.ocrState, ['done', 'failed'])));
    return n;
  };
  // The site's job loops poll every 2 s: by then the first reading is under way.
  await new Promise((r) => setTimeout(r, waitMs));
  return { postNo, read, close: () => pool.end() };
}
