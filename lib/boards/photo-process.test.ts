import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { galleryImageType, processGalleryPhoto } from './photo-process';

/** A JPEG carrying EXIF with a GPS position, made here (no third-party image). */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 28/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '127/1 29/1 0/1' },
    })
    .toBuffer();
}

describe('gallery photo processing', () => {
  it('sniffs the type from content, not the name', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(galleryImageType(png)).toBe('image/png');
    expect(galleryImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(galleryImageType(Buffer.from('GIF89a......'))).toBeNull();
  });

  it('strips EXIF location and makes a thumbnail', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processGalleryPhoto(input);
    expect(out.full.mimeType).toBe('image/jpeg');
    expect(out.full.width).toBe(1200);
    expect((await sharp(out.full.data).metadata()).exif).toBeUndefined();
    expect(out.full.data.includes(Buffer.from('TestCam'))).toBe(false);
    const t = await sharp(out.thumb.data).metadata();
    expect(t.format).toBe('webp');
    expect(t.width).toBe(480);
  });

  it('refuses non-images, fakes and empty files', async () => {
    await expect(processGalleryPhoto(Buffer.from('hello'))).rejects.toMatchObject({ messageKey: 'board.errors.photoType' });
    await expect(processGalleryPhoto(Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3, 4]))).rejects.toMatchObject({
      messageKey: 'board.errors.photoType',
    });
    await expect(processGalleryPhoto(Buffer.alloc(0))).rejects.toMatchObject({ messageKey: 'board.errors.photoSize' });
    await expect(processGalleryPhoto(Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toMatchObject({ messageKey: 'board.errors.photoSize' });
  });
});
