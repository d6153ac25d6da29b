import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding } from './encoding';

const KOREAN = '배번,성명,성별,기록\r\n1001,김민준,남,1:32:10\r\n1002,이서연,여,1:45:02\r\n';

describe('detectEncoding', () => {
  it('reads UTF-8 with and without BOM', () => {
    expect(detectEncoding(Buffer.from(KOREAN, 'utf8'))).toBe('utf-8');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(KOREAN, 'utf8')]);
    expect(decodeText(bom)).toEqual({ text: KOREAN, encoding: 'utf-8' });
  });
  it('reads CP949 (EUC-KR) bytes as Korean timing companies export them', () => {
    const bytes = iconv.encode(KOREAN, 'cp949');
    expect(detectEncoding(bytes)).toBe('cp949');
    expect(decodeText(bytes).text).toBe(KOREAN);
  });
  it('falls back to Latin-1', () => {
    const text = 'Bib,Name,Time\r\n7,José Müller,1:02:03\r\n8,Zoë Ørsted,1:05:00\r\n';
    const bytes = iconv.encode(text, 'latin1');
    expect(detectEncoding(bytes)).toBe('latin1');
    expect(decodeText(bytes).text).toBe(text);
  });
});
