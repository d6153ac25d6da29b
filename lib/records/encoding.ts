import chardet from 'chardet';
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'cp949' | 'latin1';

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * Detects the text encoding of a results file (results import): UTF-8 with or without BOM first (a
 * strict decode), then CP949/EUC-KR as Korean timing companies export it (chardet's guess, or a clean
 * CP949 decode that yields Hangul: chardet often names short Korean files Big5/GB18030), Latin-1 as
 * the last resort, which reads any byte sequence.
 */
export function detectEncoding(buf: Buffer): TextEncoding {
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return 'utf-8';
  } catch {
    // not UTF-8
  }
  const guess = (chardet.detect(buf) ?? '').toUpperCase();
  const sample = buf.subarray(0, 64 * 1024);
  const asKorean = iconv.decode(sample, 'cp949');
  if (guess === 'EUC-KR' || guess === 'ISO-2022-KR' || (!asKorean.includes('\ufffd') && HANGUL.test(asKorean))) return 'cp949';
  return 'latin1';
}

/** The text of `buf` in its detected encoding, without a BOM; returns the encoding too. */
export function decodeText(buf: Buffer): { text: string; encoding: TextEncoding } {
  const encoding = detectEncoding(buf);
  const text = encoding === 'utf-8' ? buf.toString('utf8') : iconv.decode(buf, encoding === 'cp949' ? 'cp949' : 'latin1');
  return { text: text.replace(/^\ufeff/, ''), encoding };
}
