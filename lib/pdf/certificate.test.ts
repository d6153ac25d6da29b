import { describe, expect, it } from 'vitest';
import { expectPdfShows, PDF_CHECK_TIMEOUT_MS } from '@/tests/helpers/pdf-render';
import { renderCertificate } from './certificate';

const korean = {
  docTitle: '완주증 - 나미유',
  title: '완주증',
  headings: ['제24회 대청호 마라톤대회'],
  rows: [
    ['성명', '나미유'],
    ['배번', '1312'],
    ['기록', '1:23:45'],
  ] as Array<[string, string]>,
  closing: ['위 사람은 완주하였음을 증명합니다.', '발급일 2025-10-12'],
};

describe('certificate PDF as printed', () => {
  it(
    'draws the runner, bib and time in Poppler and Ghostscript (no glyph lost to the font subset)',
    async () => {
      const pdf = await renderCertificate(korean);
      await expectPdfShows(pdf, ['완주증', '나미유', '1312', '1:23:45', '발급일 2025-10-12'], 'unit-certificate-ko');
      expect(pdf.length).toBeLessThan(60_000); // the font is a subset, not the 2.6 MB file
    },
    PDF_CHECK_TIMEOUT_MS,
  );

  it(
    'draws the verification mark: its label, code and address print like the rest',
    async () => {
      const pdf = await renderCertificate({
        ...korean,
        verification: {
          label: '진위 확인 (QR 또는 코드)',
          code: 'QMZJ-C4C4-JTAM',
          url: 'https://marathon.example/record/verify/QMZJC4C4JTAM',
        },
      });
      await expectPdfShows(pdf, ['진위 확인', '또는', 'QMZJ-C4C4-JTAM', '나미유'], 'unit-certificate-verification');
    },
    PDF_CHECK_TIMEOUT_MS,
  );

  it(
    'draws English labels and Latin names with the same font',
    async () => {
      const pdf = await renderCertificate({
        docTitle: 'Certificate - Jane Doe',
        title: 'Certificate',
        headings: ['The 24th Daecheong Lake Marathon'],
        rows: [
          ['Name', 'Jane Doe'],
          ['Bib', '4087'],
          ['Net time', '0:58:07'],
        ],
        closing: ['This certifies that the runner finished.'],
      });
      await expectPdfShows(pdf, ['Certificate', 'JaneDoe', '4087', '0:58:07'], 'unit-certificate-en');
    },
    PDF_CHECK_TIMEOUT_MS,
  );
});
