import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { yearOfRound } from './editions';
import type { RecordRow } from './lookup';

/** Pretendard (SIL Open Font License 1.1) from the `pretendard` npm package: TrueType, so pdf-lib can subset it. */
const FONT = path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/alternative/Pretendard-SemiBold.ttf');

// One weight only: parsing and subsetting the font is most of a certificate's cost.
let font: Promise<Buffer> | undefined;

/**
 * The finisher certificate of one result as an A4 PDF (issue "Personal record"): event and round
 * with its year, runner name, course, bib, net time (H:MM:SS), gun time and places. The Korean font
 * is embedded as a subset of the glyphs used, so a certificate stays small (tens of KB).
 */
export async function certificatePdf(r: RecordRow, eventName: string): Promise<Uint8Array> {
  font ??= readFile(FONT);
  const fontBytes = await font;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fontBytes, { subset: true });
  const bold = regular;
  doc.setTitle(`완주증 ${r.runnerName}`);
  doc.setCreator(eventName);
  const page = doc.addPage([595.28, 841.89]);
  const { width } = page.getSize();
  const ink = rgb(0.1, 0.16, 0.3);
  const centre = (text: string, y: number, size: number, font = regular) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: ink });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: 781.89, borderColor: ink, borderWidth: 3 });
  page.drawRectangle({ x: 40, y: 40, width: width - 80, height: 761.89, borderColor: ink, borderWidth: 0.8 });
  centre('완 주 증', 700, 40, bold);
  centre('CERTIFICATE OF COMPLETION', 670, 13);
  centre(`제${r.holdRound}회 (${yearOfRound(r.holdRound)}) ${eventName.replace(/^제\d+회\s*/, '')}`, 610, 16, bold);
  const gender = r.gender === 'M' ? '남' : r.gender === 'F' ? '여' : '-';
  const lines: Array<[string, string]> = [
    ['성명 Name', r.runnerName],
    ['코스 Course', r.ticketName],
    ['배번 Bib', r.backNo],
    ['기록 Net time', r.elapseTime],
    ['건타임 Gun time', r.gunTime || '-'],
    [`순위 Place (${gender})`, r.totalRank ? String(r.totalRank) : '-'],
    [`연령별 순위 Age group${r.ageType ? ` ${r.ageType}` : ''}`, r.ageRank ? String(r.ageRank) : '-'],
  ];
  let y = 540;
  for (const [label, value] of lines) {
    page.drawText(label, { x: 110, y, size: 13, font: regular, color: ink });
    page.drawText(value, { x: 300, y, size: 17, font: bold, color: ink });
    y -= 40;
  }
  centre('위 사람은 본 대회에서 위와 같이 완주하였음을 증명합니다.', 220, 14);
  centre(eventName.replace(/^제\d+회\s*/, '') + ' 조직위원회', 150, 16, bold);
  // Plain objects (no object streams): the font dictionary stays readable by simple PDF tools.
  return doc.save({ useObjectStreams: false });
}
