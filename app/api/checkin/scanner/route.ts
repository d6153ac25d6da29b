import { readScannerWasm, SCANNER_WASM_CACHE_CONTROL } from '@/lib/checkin/scanner-wasm';

/**
 * GET /api/checkin/scanner: the QR reader's WebAssembly (ZXing, from the zxing-wasm package the
 * barcode-detector polyfill uses), served by the site itself so the check-in page never loads code
 * from a CDN and works on a desk's own network. Versioned by the query string the page adds.
 */
export async function GET(): Promise<Response> {
  return new Response(new Uint8Array(await readScannerWasm()), {
    headers: { 'content-type': 'application/wasm', 'cache-control': SCANNER_WASM_CACHE_CONTROL },
  });
}
