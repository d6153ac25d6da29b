/**
 * Zip-bomb guard for .xlsx uploads (issue #4 item 5): reads only the zip's central directory, before
 * any decompression, and refuses archives with too many entries or a declared uncompressed size far
 * beyond what a participant sheet needs. ZIP64 archives are refused (an upload of ≤ 5 MB never needs it).
 */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes, bytes. */
  maxUncompressed: number;
  /** Largest uncompressed/compressed ratio of any entry. */
  maxRatio: number;
}

export const XLSX_ZIP_LIMITS: ZipLimits = { maxEntries: 200, maxUncompressed: 50 * 1024 * 1024, maxRatio: 200 };

export interface ZipSummary {
  entries: number;
  compressed: number;
  uncompressed: number;
}

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;

/**
 * Summarises the central directory of a zip in `buf`. Returns null when `buf` is not a well-formed
 * zip (no end record, directory outside the file, ZIP64 markers).
 */
export function zipSummary(buf: Buffer): ZipSummary | null {
  if (buf.length < 22) return null;
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) return null;
  if (dirOffset + dirSize > eocd) return null;
  let p = dirOffset;
  let compressed = 0;
  let uncompressed = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CDH_SIG) return null;
    const c = buf.readUInt32LE(p + 20);
    const u = buf.readUInt32LE(p + 24);
    if (c === 0xffffffff || u === 0xffffffff) return null;
    compressed += c;
    uncompressed += u;
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return { entries, compressed, uncompressed };
}

/** True when the archive is within `limits` (entry count, total and per-archive expansion ratio). */
export function zipWithinLimits(s: ZipSummary, limits: ZipLimits = XLSX_ZIP_LIMITS): boolean {
  if (s.entries > limits.maxEntries) return false;
  if (s.uncompressed > limits.maxUncompressed) return false;
  return s.uncompressed <= Math.max(s.compressed, 1) * limits.maxRatio;
}
