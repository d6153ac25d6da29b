import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The ZXing reader WebAssembly of the check-in scanner (barcode-detector's polyfill, zxing-wasm): by
 * default that package fetches it from a public CDN, which a race-day desk may not reach and the
 * Content-Security-Policy forbids. The site serves the copy installed with the package instead
 * (GET /api/checkin/scanner), read from node_modules like the site's font.
 */
const WASM_FILE = path.join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');

/** A year: the page asks for it with the package version in the query, so a new version is a new URL. */
export const SCANNER_WASM_CACHE_CONTROL = 'public, max-age=31536000, immutable';

let bytes: Promise<Buffer> | undefined;

/** The wasm file's bytes (read once per process). Rejects when the package is missing. */
export function readScannerWasm(): Promise<Buffer> {
  bytes ??= readFile(WASM_FILE);
  return bytes;
}
