import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The site's Korean font for what the server draws itself (certificates, the sharing picture):
 * Pretendard SemiBold (SIL OFL 1.1) from the `pretendard` npm package, TrueType so that pdf-lib can
 * subset it and next/og (satori) can read it; neither has Hangul of its own.
 */
const KOREAN_FONT_FILE = path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/alternative/Pretendard-SemiBold.ttf');

// Read once per process: 2.6 MB.
let bytes: Promise<Buffer> | undefined;

/** The Korean font file's bytes. Rejects when the `pretendard` package is missing. */
export function koreanFontBytes(): Promise<Buffer> {
  bytes ??= readFile(KOREAN_FONT_FILE);
  return bytes;
}
