import { describe, expect, it } from 'vitest';
import { MAX_GALLERY_FILES, prepareGalleryPhotos } from './gallery-upload';
import { MAX_GALLERY_PHOTO_BYTES } from './photo-process';

const file = (bytes: number, name = 'a.jpg') => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('a gallery upload', () => {
  it('refuses no file (text fields and empty files do not count), too many files, and a file past the size limit, before processing any', async () => {
    await expect(prepareGalleryPhotos([])).rejects.toMatchObject({ status: 400, messageKey: 'board.errors.noFile' });
    await expect(prepareGalleryPhotos(['text', file(0)])).rejects.toMatchObject({ messageKey: 'board.errors.noFile' });
    const many = Array.from({ length: MAX_GALLERY_FILES + 1 }, () => file(10));
    await expect(prepareGalleryPhotos(many)).rejects.toMatchObject({
      messageKey: 'board.errors.tooManyFiles',
      messageValues: { max: MAX_GALLERY_FILES },
    });
    await expect(prepareGalleryPhotos([file(MAX_GALLERY_PHOTO_BYTES + 1)])).rejects.toMatchObject({ messageKey: 'board.errors.photoSize' });
  });
});
