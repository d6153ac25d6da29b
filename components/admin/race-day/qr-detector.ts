'use client';

/** Reads QR codes from a camera frame or a picture. */
export interface QrDetector {
  /** The text of every QR code seen in `source` (empty when none). */
  detect(source: ImageBitmapSource): Promise<string[]>;
}

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (opts: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Where the page fetches ZXing's WebAssembly: the site itself, never a CDN (GET /api/checkin/scanner). */
export function scannerWasmUrl(version: string): string {
  return `/api/checkin/scanner?v=${encodeURIComponent(version)}`;
}

/**
 * The browser's own BarcodeDetector when it reads QR codes (Android Chrome, Safari), else the
 * `barcode-detector` polyfill (ZXing in WebAssembly) loaded on first use, its .wasm served by this
 * site (the package would otherwise download it from jsDelivr at scan time: no network at a desk,
 * and refused by the Content-Security-Policy).
 */
export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native?.getSupportedFormats && (await Native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const d = new Native({ formats: ['qr_code'] });
    return { detect: async (s) => (await d.detect(s)).map((b) => b.rawValue) };
  }
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? scannerWasmUrl(ZXING_WASM_VERSION) : prefix + path),
    },
  });
  const d = new BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (s) => (await d.detect(s)).map((b) => b.rawValue) };
}
