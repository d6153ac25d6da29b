import { createInflateRaw } from 'node:zlib';

/**
 * Zip-bomb guard for .xlsx uploads (spec §3 Excel upload): first the zip's central directory (entry
 * count, declared sizes), then every entry is actually inflated with a running byte count that stops
 * at the cap, so an archive whose declared sizes lie is refused before the spreadsheet library
 * inflates it in memory. ZIP64 archives are refused (an upload of ≤ 5 MB never needs it).
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

const LFH_SIG = 0x04034b50;

/** One entry as the central directory describes it. */
interface ZipEntry {
  method: number;
  compressed: number;
  localOffset: number;
}

function centralEntries(buf: Buffer): ZipEntry[] | null {
  if (!zipSummary(buf)) return null;
  let eocd = buf.length - 22;
  while (buf.readUInt32LE(eocd) !== EOCD_SIG) eocd--;
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    out.push({ method: buf.readUInt16LE(p + 10), compressed: buf.readUInt32LE(p + 20), localOffset: buf.readUInt32LE(p + 42) });
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return out;
}

/**
 * Bytes that `deflated` (raw DEFLATE) inflates to, counted chunk by chunk and never kept; null as soon
 * as the count passes `budget` (inflation stops there) or the stream is corrupt.
 */
function inflatedBytes(deflated: Buffer, budget: number): Promise<number | null> {
  return new Promise((resolve) => {
    const z = createInflateRaw();
    let n = 0;
    let settled = false;
    const settle = (v: number | null) => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    z.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > budget) {
        settle(null);
        z.destroy();
      }
    });
    z.on('end', () => settle(n));
    z.on('error', () => settle(null));
    z.end(deflated);
  });
}

/**
 * The archive's real summary, by inflating every entry (stored or DEFLATE only) under the running cap
 * `limits.maxUncompressed`; null when the zip is malformed, an entry uses another method, or the
 * inflated total passes the cap or `limits.maxRatio` times the compressed total. Memory stays at one
 * chunk whatever the archive declares.
 */
export async function inflatedZipSummary(buf: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): Promise<ZipSummary | null> {
  const entries = centralEntries(buf);
  if (!entries || entries.length > limits.maxEntries) return null;
  let compressed = 0;
  let uncompressed = 0;
  for (const e of entries) {
    const at = e.localOffset;
    if (at + 30 > buf.length || buf.readUInt32LE(at) !== LFH_SIG) return null;
    const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    if (start + e.compressed > buf.length) return null;
    const data = buf.subarray(start, start + e.compressed);
    compressed += e.compressed;
    const budget = Math.min(limits.maxUncompressed - uncompressed, Math.max(compressed, 1) * limits.maxRatio - uncompressed);
    let size: number | null;
    if (e.method === 0) size = e.compressed <= budget ? e.compressed : null;
    else if (e.method === 8) size = await inflatedBytes(data, budget);
    else return null;
    if (size === null) return null;
    uncompressed += size;
  }
  return { entries: entries.length, compressed, uncompressed };
}

/**
 * Whether an .xlsx upload may be handed to the spreadsheet library: its central directory within
 * `limits` (cheap), then its entries really inflated within them (the declared sizes may lie: a
 * 154 kB file declared small inflated to 150 MB). Every .xlsx the site reads goes through this.
 */
export async function isSafeXlsx(data: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): Promise<boolean> {
  const declared = zipSummary(data);
  if (!declared || !zipWithinLimits(declared, limits)) return false;
  return (await inflatedZipSummary(data, limits)) !== null;
}
