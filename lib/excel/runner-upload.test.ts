import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/errors';
import { translate } from '@/lib/i18n/translate';
import type { TicketRow } from '@/lib/registration/current-event';
import { kstDate } from '@/lib/time/kst';
import { NO_EMERGENCY } from '@/lib/validation/emergency';
import { MAX_UPLOAD_ROWS, parseRunnerUpload, runnerTemplate } from './runner-upload';

const ticket = (over: Partial<TicketRow>): TicketRow =>
  ({
    ticketSeq: 1,
    eventId: 1,
    ticketCode: 'HALF',
    ticketType: 'offline',
    ticketName: '하프',
    ticketPrice: 35000,
    displayOrder: 1,
    acceptable: 1000,
    total: 0,
    saleOpenTime: null,
    saleCloseTime: null,
    souvenir: '기념티셔츠',
    choiceOption: '95,100,105,110',
    distanceKm: '21.0975',
    startTime: '09:00',
    timeLimitMinutes: 150,
    minAge: 18,
    minSchool: null,
    disabledPrice: null,
    schoolGroupPrice: null,
    ...over,
  }) as TicketRow;
const tickets = [ticket({}), ticket({ ticketSeq: 3, ticketCode: 'HEALTH', ticketName: '건강(5km)', minAge: 0, ticketPrice: 20000 })];
const ctx = { tickets, raceDate: kstDate(2026, 10, 18, 8, 30), locale: 'en' as const };

async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('participants');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
function xlsOf(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'participants');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}
/** The status and message key of the failure of `p`, and its message as an English visitor reads it. */
async function failure(p: Promise<unknown>): Promise<{ status: number; text: string; en: string }> {
  try {
    await p;
  } catch (e) {
    const err = e as ApiError;
    return { status: err.status, text: err.messageKey ?? err.errorMessage, en: translate('en', err.messageKey ?? '', err.messageValues) };
  }
  throw new Error('expected a failure');
}

const KO_HEADER = ['이름', '생년월일', '성별', '연락처', '코스', '옵션'];

describe('parseRunnerUpload (spec §3 Excel upload rows)', () => {
  it('reads an .xlsx with Korean headers: course by code or name, gender 남/여, default option, phone as a number', async () => {
    const data = await xlsxOf([
      KO_HEADER,
      ['김철수', '19900101', '남', '01011112222', 'HALF', '105'],
      ['이영희', 19910202, '여', 1033334444, '건강(5km)', ''],
      [],
    ]);
    const rows = await parseRunnerUpload({ name: 'group.xlsx', data }, ctx);
    expect(rows).toEqual([
      {
        ticketSeq: 1,
        ticketName: '하프',
        choiceOption: '105',
        runnerName: '김철수',
        birthday: '19900101',
        gender: 'M',
        cellphone: '01011112222',
        email: null,
        ...NO_EMERGENCY,
      },
      {
        ticketSeq: 3,
        ticketName: '건강(5km)',
        choiceOption: '110',
        runnerName: '이영희',
        birthday: '19910202',
        gender: 'F',
        cellphone: '01033334444',
        email: null,
        ...NO_EMERGENCY,
      },
    ]);
  });

  it('reads the optional race-day columns: emergency contact, blood type as written, finish-SMS consent', async () => {
    const header = [...KO_HEADER, '비상연락처이름', '비상연락처', '관계', '혈액형', '완주문자', '비상연락처완주문자'];
    const data = await xlsxOf([
      header,
      ['김철수', '19900101', '남', '01011112222', 'HALF', '105', '김 영희', '010-2222-3333', '배우자', 'AB형 Rh-', 'Y', '예'],
      ['박민수', '19900101', '남', '01011113333', 'HALF', '105', '', '', '', 'O', '', ''],
    ]);
    const rows = await parseRunnerUpload({ name: 'group.xlsx', data }, ctx);
    expect(rows[0]).toMatchObject({
      emergencyName: '김 영희',
      emergencyPhone: '01022223333',
      emergencyRelation: '배우자',
      bloodType: 'AB',
      bloodRh: '-',
      finishSms: true,
      finishSmsEmergency: true,
    });
    expect(rows[1]).toMatchObject({ emergencyName: null, bloodType: 'O', bloodRh: null, finishSms: false });
    const bad = await xlsxOf([header, ['김철수', '19900101', '남', '01011112222', 'HALF', '105', '', '', '', 'C형', '', '']]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: bad }, ctx))).en).toBe('Row 2: Choose the blood type from the list.');
    const half = await xlsxOf([header, ['김철수', '19900101', '남', '01011112222', 'HALF', '105', '김영희', '', '', '', '', '']]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: half }, ctx))).en).toBe(
      "Row 2: Enter the emergency contact's phone number too.",
    );
  });

  it('reads a legacy .xls with English headers and ticketSeq, birthdays with separators', async () => {
    const data = xlsOf([
      ['runnerName', 'birthday', 'gender', 'cellphone', 'ticketSeq', 'choiceOption'],
      ['Minsu', '1992-03-03', 'M', '01055556666', 3, '100'],
    ]);
    const rows = await parseRunnerUpload({ name: 'old.xls', data }, ctx);
    expect(rows).toEqual([
      {
        ticketSeq: 3,
        ticketName: '건강(5km)',
        choiceOption: '100',
        runnerName: 'Minsu',
        birthday: '19920303',
        gender: 'M',
        cellphone: '01055556666',
        email: null,
        ...NO_EMERGENCY,
      },
    ]);
  });

  it('names the first wrong row with the spec message and returns nothing', async () => {
    const bad = await xlsxOf([
      KO_HEADER,
      ['김철수', '19900101', '남', '01011112222', 'HALF', '105'],
      ['이 영희', '19910202', '여', '01033334444', 'HALF', '100'],
    ]);
    expect(await failure(parseRunnerUpload({ name: 'a.xlsx', data: bad }, ctx))).toEqual({
      status: 400,
      text: 'proxy.excel.rowError',
      en: 'Row 3: (Required) Check that you entered the name correctly without spaces.',
    });
    const young = await xlsxOf([KO_HEADER, ['박민수', '20150101', '남', '01011112222', 'HALF', '105']]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: young }, ctx))).en).toBe(
      'Row 2: The half course is open to runners aged 18 or over on race day.',
    );
    const course = await xlsxOf([KO_HEADER, ['박민수', '19900101', '남', '01011112222', 'ULTRA', '105']]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: course }, ctx))).en).toBe('Row 2: Choose a course.');
    const option = await xlsxOf([KO_HEADER, ['박민수', '19900101', '남', '01011112222', 'HALF', 'XXL']]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: option }, ctx))).en).toBe('Row 2: Choose a souvenir option.');
    const twice = await xlsxOf([
      KO_HEADER,
      ['박민수', '19900101', '남', '01011112222', 'HALF', '105'],
      ['박민수', '19900101', '남', '01011112222', 'HEALTH', '105'],
    ]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: twice }, ctx))).en).toBe(
      'Row 3: Participant already exists in the list.',
    );
    const phone = await xlsxOf([KO_HEADER, ['박민수', '19900101', '남', '0212345678', 'HALF', '105']]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: phone }, ctx))).en).toBe(
      'Row 2: (Required) Enter a mobile phone number without hyphens.',
    );
  });

  it('refuses missing columns, no rows, wrong type, too large and too many rows', async () => {
    const noCourse = await xlsxOf([
      ['이름', '생년월일', '성별', '연락처'],
      ['박민수', '19900101', '남', '01011112222'],
    ]);
    expect(await failure(parseRunnerUpload({ name: 'a.xlsx', data: noCourse }, ctx))).toMatchObject({
      status: 400,
      text: 'proxy.excel.missingColumns',
    });
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: await xlsxOf([KO_HEADER]) }, ctx))).text).toBe('proxy.excel.noRows');
    expect((await failure(parseRunnerUpload({ name: 'a.csv', data: Buffer.from('이름,생년월일\n') }, ctx))).text).toBe(
      'proxy.excel.badType',
    );
    // An .xls name on zip content (and the reverse) is refused by content.
    expect((await failure(parseRunnerUpload({ name: 'a.xls', data: await xlsxOf([KO_HEADER]) }, ctx))).text).toBe('proxy.excel.badType');
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }, ctx))).text).toBe(
      'proxy.excel.tooLarge',
    );
    const many = [
      KO_HEADER,
      ...Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, i) => [
        `김${'가나다라마바사아자차'[i % 10]}수`,
        '19900101',
        '남',
        `010${String(i).padStart(8, '0')}`,
        'HEALTH',
        '100',
      ]),
    ];
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: await xlsxOf(many) }, ctx))).text).toBe('proxy.excel.tooManyRows');
    expect((await failure(parseRunnerUpload({ name: 'a.xls', data: xlsOf(many) }, ctx))).text).toBe('proxy.excel.tooManyRows');
  }, 30_000); // builds a 2,001-row workbook: seconds on a loaded machine
});

describe('a group upload report', () => {
  it('lists every bad row, one line each, and keeps nothing', async () => {
    const bad = await xlsxOf([
      KO_HEADER,
      ['김철수', '19900101', '남', '01011112222', 'HALF', '105'],
      ['이 영희', '19910202', '여', '01033334444', 'HALF', '100'],
      ['박민수', '19900101', '남', '01011112222', 'ULTRA', '105'],
      ['최지우', '19930303', '여', '0212345678', 'HALF', '100'],
    ]);
    expect((await failure(parseRunnerUpload({ name: 'a.xlsx', data: bad }, ctx))).en.split('\n')).toEqual([
      'Row 3: (Required) Check that you entered the name correctly without spaces.',
      'Row 4: Choose a course.',
      'Row 5: (Required) Enter a mobile phone number without hyphens.',
    ]);
  });
});

describe('untact courses in a group upload', () => {
  const untact = ticket({ ticketSeq: 7, ticketCode: 'UNTACT10', ticketType: 'online', ticketName: '언택트 10km', minAge: 0 });
  const trekking = ticket({ ticketSeq: 9, ticketCode: 'TREK', ticketType: 'trekking', ticketName: '트레킹', minAge: 0 });
  const all = { ...ctx, tickets: [...tickets, untact, trekking] };

  it('accepts a row naming an untact course by code or name, as the proxy form offers it', async () => {
    const data = await xlsxOf([
      KO_HEADER,
      ['김철수', '19900101', '남', '01011112222', 'UNTACT10', ''],
      ['이영희', '19910202', '여', '01033334444', '언택트 10km', ''],
    ]);
    const rows = await parseRunnerUpload({ name: 'group.xlsx', data }, all);
    expect(rows.map((r) => r.ticketSeq)).toEqual([7, 7]);
  });

  it('refuses a trekking course, which is registered on its own page', async () => {
    const data = await xlsxOf([KO_HEADER, ['김철수', '19900101', '남', '01011112222', 'TREK', '']]);
    const f = await failure(parseRunnerUpload({ name: 'group.xlsx', data }, all));
    expect(f.status).toBe(400);
    expect(f.en).toContain('Row 2');
  });

  it('reads the e-mail column of a runner from abroad (their messages go there) and stores the phone in E.164', async () => {
    const data = await xlsxOf([
      [...KO_HEADER, '이메일'],
      ['TANAKA Hanako', '19900101', '여', '+81 90-1234-5678', 'HALF', '100', 'hanako@example.jp'],
      ['김철수', '19900101', '남', '01011112222', 'HALF', '105', ''],
    ]);
    const rows = await parseRunnerUpload({ name: 'group.xlsx', data }, ctx);
    expect(rows.map((r) => [r.runnerName, r.cellphone, r.email])).toEqual([
      ['TANAKA Hanako', '+819012345678', 'hanako@example.jp'],
      ['김철수', '01011112222', null],
    ]);
    const bad = await xlsxOf([
      [...KO_HEADER, 'E-mail'],
      ['TANAKA Hanako', '19900101', '여', '+81 90-1234-5678', 'HALF', '100', 'not-an-address'],
    ]);
    const f = await failure(parseRunnerUpload({ name: 'group.xlsx', data: bad }, ctx));
    expect(f.status).toBe(400);
    expect(f.en).toContain('Row 2');
  });

  it('offers the e-mail column in the template, and reads the template back as it is filled in', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await runnerTemplate(tickets, 'ko')) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header).toContain('이메일');
    sheet.addRow(
      header.map(
        (h) =>
          ({
            이름: 'TANAKA Hanako',
            생년월일: '19900101',
            성별: '여',
            연락처: '+81 90-1234-5678',
            코스: 'HALF',
            이메일: 'hanako@example.jp',
          })[h] ?? '',
      ),
    );
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const rows = await parseRunnerUpload({ name: 'group.xlsx', data: filled }, ctx);
    expect(rows.at(-1)).toMatchObject({ runnerName: 'TANAKA Hanako', cellphone: '+819012345678', email: 'hanako@example.jp' });
  });

  it("lists the untact courses on the template's course sheet, each type as its label in the staff member's language", async () => {
    const courseRows = async (locale: 'ko' | 'en') => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await runnerTemplate([...tickets, untact, trekking], locale)) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[1];
      const rows: string[] = [];
      sheet.eachRow((row) => rows.push(`${row.getCell(2).text}:${row.getCell(4).text}`));
      return { name: sheet.name, rows };
    };
    expect(await courseRows('ko')).toEqual({
      name: '코스',
      rows: ['코드:종류', 'HALF:대회 당일 코스', 'HEALTH:대회 당일 코스', 'UNTACT10:언택트(비대면) 코스'],
    });
    expect((await courseRows('en')).rows).toEqual([
      'Code:Type',
      'HALF:Race-day courses',
      'HEALTH:Race-day courses',
      'UNTACT10:Untact (virtual) courses',
    ]);
  });
});
