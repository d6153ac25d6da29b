import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, asAdmin } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';

async function uploadPng(postNo: number) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3d86c6' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'course.png');
  const res = await fetch(`${BASE_URL}/api/admin/gallery/${postNo}/photos`, { method: 'POST', body: form, headers: await asAdmin() });
  return { status: res.status, body: await res.json() };
}

describe('removing a gallery photo', () => {
  it('deletes the album row, the stored image and its thumbnail; a photo of another album or a bad id changes nothing', async () => {
    const album = await adminApi('POST', '/api/admin/gallery', { title: `앨범 ${randomBytes(4).toString('hex')}` });
    const other = await adminApi('POST', '/api/admin/gallery', { title: `다른 앨범 ${randomBytes(4).toString('hex')}` });
    const up = await uploadPng(album.body.postNo);
    expect(up.status).toBe(200);
    const { photoId, thumbId } = up.body.photos[0] as { photoId: number; thumbId: number };

    expect((await adminApi('DELETE', `/api/admin/gallery/${other.body.postNo}/photos/${photoId}`)).status).toBe(404);
    for (const bad of ['1e0', '0x1', '2147483648']) {
      expect((await adminApi('DELETE', `/api/admin/gallery/${album.body.postNo}/photos/${bad}`)).status).toBe(400);
    }
    expect((await api('GET', `/api/photo/${photoId}`)).status).toBe(200);

    expect((await adminApi('DELETE', `/api/admin/gallery/${album.body.postNo}/photos/${photoId}`)).status).toBe(200);
    const left = await testDb()
      .select({ id: schema.photos.photoId })
      .from(schema.photos)
      .where(inArray(schema.photos.photoId, [photoId, thumbId]));
    expect(left).toEqual([]);
    expect(await testDb().select().from(schema.postPhotos).where(eq(schema.postPhotos.postNo, album.body.postNo))).toEqual([]);
    expect((await api('GET', `/api/photo/${thumbId}`)).status).toBe(404);
    expect((await adminApi('DELETE', `/api/admin/gallery/${album.body.postNo}/photos/${photoId}`)).status).toBe(404);
  });

  it('a deleted album takes no photos and gives none back', async () => {
    const album = await adminApi('POST', '/api/admin/gallery', { title: `지운 앨범 ${randomBytes(4).toString('hex')}` });
    const up = await uploadPng(album.body.postNo);
    expect((await adminApi('DELETE', `/api/admin/notice/${album.body.postNo}`)).status).toBe(200);
    expect((await uploadPng(album.body.postNo)).status).toBe(404);
    expect((await adminApi('DELETE', `/api/admin/gallery/${album.body.postNo}/photos/${up.body.photos[0].photoId}`)).status).toBe(404);
  });
});
