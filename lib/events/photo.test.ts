import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processEventPhoto } from './photo';

const key = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { messageKey?: string }) => e.messageKey,
  );

describe('event photo', () => {
  it('takes a photo by its content, not its name, re-encoded without metadata; a GIF becomes a PNG', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#08f' } })
      .png()
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
    const out = await processEventPhoto({ fileName: 'a.jpg', data: png });
    expect(out.mimeType).toBe('image/png');
    expect(out.data.includes(Buffer.from('TestCam'))).toBe(false);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f80' } })
      .gif()
      .toBuffer();
    expect((await processEventPhoto({ fileName: 'a.gif', data: gif })).mimeType).toBe('image/png');
  });

  it('refuses SVG, a fake with an image header, an empty file and one over 5 MB', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20)]);
    expect(await key(processEventPhoto({ fileName: 'x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }))).toBe(
      'events.errors.photoType',
    );
    expect(await key(processEventPhoto({ fileName: 'x.png', data: fake }))).toBe('events.errors.photoType');
    expect(await key(processEventPhoto({ fileName: 'x.png', data: Buffer.alloc(0) }))).toBe('events.errors.photoSize');
    expect(await key(processEventPhoto({ fileName: 'x.png', data: Buffer.concat([fake, Buffer.alloc(5 * 1024 * 1024)]) }))).toBe(
      'events.errors.photoSize',
    );
  });
});
