import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { freshClientIp } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { seededTicket } from '../helpers/tickets';
import { cleanTenKm, registerUntact, upload } from '../helpers/untact';

/** A real race photo carrying a camera, a date and a GPS position in its EXIF, as a phone writes them. */
async function phonePhoto(): Promise<Buffer> {
  const base = readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'race-photos', 'bib-ocr-in3.jpg'));
  return sharp(base)
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Runner 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 21/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '127/1 28/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

async function addPhotos(proof: Record<string, string>, runnerSeq: number, files: Buffer[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(proof)) form.set(k, v);
  form.set('runnerSeq', String(runnerSeq));
  files.forEach((f, i) => form.append('file', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), `run-${i}.jpg`));
  const res = await fetch(`${BASE_URL}/api/untact/photos`, { method: 'POST', body: form, headers: { 'x-forwarded-for': freshClientIp() } });
  return { status: res.status, body: await res.json() };
}

describe('untact runners’ photos of their run', () => {
  it('adds up to five photos to the footprint without their EXIF or GPS, only for the proven runner, and takes one off', async () => {
    const r = await registerUntact((await seededTicket('U10KM')).ticketSeq);
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    // No run uploaded yet: no footprint to add to.
    expect((await addPhotos(r.proof, r.runnerSeq, [photo])).status).toBe(404);
    expect((await upload(r.proof, r.runnerSeq, cleanTenKm())).status).toBe(200);

    // A wrong phone is refused like the upload's proof, and stores nothing.
    expect((await addPhotos({ ...r.proof, cellphone: '01000000000' }, r.runnerSeq, [photo])).status).toBe(404);
    // Not an image: refused with the gallery's message.
    const bad = await addPhotos(r.proof, r.runnerSeq, [Buffer.from('not a photo at all')]);
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('JPEG, PNG, WebP 사진만 올릴 수 있습니다.');

    const added = await addPhotos(r.proof, r.runnerSeq, [photo, photo]);
    expect(added.status).toBe(200);
    expect(added.body.photos).toHaveLength(2);
    for (const p of added.body.photos as Array<{ photoId: number; thumbId: number }>) {
      const res = await fetch(`${BASE_URL}/api/photo/${p.photoId}`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(800);
      expect((await fetch(`${BASE_URL}/api/photo/${p.thumbId}`)).headers.get('content-type')).toBe('image/webp');
    }

    const footprint = async () =>
      (await api('POST', '/api/v1/footprint', { ...r.proof, runnerSeq: r.runnerSeq, runnerName: r.proof.joinerName })).body;
    expect((await footprint()).photos).toEqual(added.body.photos.map((p: { photoId: number }) => p.photoId));

    // Four more would make six: refused whole, nothing stored.
    const tooMany = await addPhotos(r.proof, r.runnerSeq, [photo, photo, photo, photo]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorMessage).toBe('사진은 최대 5장까지 올릴 수 있습니다.');
    expect((await footprint()).photos).toHaveLength(2);
    expect((await addPhotos(r.proof, r.runnerSeq, [photo, photo, photo])).body.photos).toHaveLength(5);

    const first = added.body.photos[0].photoId as number;
    const proof = { ...r.proof, runnerSeq: r.runnerSeq };
    expect((await api('DELETE', `/api/untact/photos/${first}`, { ...proof, cellphone: '01000000000' })).status).toBe(404);
    const removed = await api('DELETE', `/api/untact/photos/${first}`, proof);
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toHaveLength(4);
    // The stored image and thumbnail are gone (the image itself may still sit in a cache: photos are immutable).
    const thumb = added.body.photos[0].thumbId as number;
    expect(
      await testDb()
        .select()
        .from(schema.photos)
        .where(inArray(schema.photos.photoId, [first, thumb])),
    ).toEqual([]);
    expect((await footprint()).photos).not.toContain(first);
  });
});
