import 'server-only';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { normalizePhone } from '@/lib/validation/phone-input';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Db, DbOrTx } from '@/db/client';
import type { Locale } from '@/i18n/config';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { ApiError, badRequest } from '@/lib/errors';
import { codeLabel } from '@/lib/i18n/code-label';
import { translate } from '@/lib/i18n/translate';
import { checkRunnerRules } from '@/lib/registration/application-rules';
import { runnerIdentity } from '@/lib/registration/group';
import { getCurrentEvent, listTickets, type TicketRow } from '@/lib/registration/current-event';
import { defaultSouvenirOption, souvenirOptions } from '@/lib/registration/souvenir';
import { runnerSchema } from '@/lib/validation/application';
import { parseBloodText, type EmergencyFields } from '@/lib/validation/emergency';
import { V } from '@/lib/validation/messages';
import { isSafeXlsx, XLSX_ZIP_LIMITS } from './zip-guard';
import { runnerPerson } from '@/lib/registration/rows';

/** Upload limits of the staff Excel upload (spec §7). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 2000;

/** A participant row of an upload (spec §3 "Excel upload rows"), validated, with the optional race-day fields. */
export interface UploadRow extends EmergencyFields {
  ticketSeq: number;
  ticketName: string;
  choiceOption: string;
  runnerName: string;
  birthday: string; // YYYYMMDD
  gender: 'M' | 'F';
  cellphone: string;
  /** The runner's e-mail address when their phone is from abroad (their messages go there); null otherwise. */
  email: string | null;
}

type Column =
  | 'runnerName'
  | 'birthday'
  | 'gender'
  | 'cellphone'
  | 'email'
  | 'course'
  | 'choiceOption'
  | 'emergencyName'
  | 'emergencyPhone'
  | 'emergencyRelation'
  | 'blood'
  | 'finishSms'
  | 'finishSmsEmergency';

/**
 * Accepted header texts per column (first row of the first sheet), compared without spaces and case.
 * The course may be given by ticketSeq, ticket code (HALF, 10KM, HEALTH) or ticket name.
 */
export const UPLOAD_HEADERS: Record<Column, string[]> = {
  runnerName: ['이름', '성명', '참가자명', '참가자', 'runnername', 'participantname', 'name'],
  birthday: ['생년월일', '생일', 'birthday', 'birthdate', 'birth'],
  gender: ['성별', 'gender', 'sex'],
  cellphone: ['연락처', '휴대폰', '휴대전화', '전화번호', 'cellphone', 'phone', 'mobile'],
  // Optional: the e-mail address of a runner whose phone is from abroad (their messages go there; required for them).
  email: ['이메일', '이메일주소', '전자우편', 'email', 'e-mail', 'mail'],
  course: ['코스', '종목', '참가코스', 'course', 'ticketseq', 'ticketname', 'ticket'],
  choiceOption: ['옵션', '기념품옵션', '사이즈', '티셔츠사이즈', 'choiceoption', 'option', 'size'],
  // Optional race-day columns: the emergency contact, the blood type ('A', 'AB형', 'O+', 'Rh- B'), the finish-SMS consent (Y/N).
  emergencyName: ['비상연락처이름', '비상연락인', '보호자', '보호자이름', 'emergencyname', 'emergencycontact'],
  emergencyPhone: ['비상연락처', '비상연락처전화', '비상연락처번호', '보호자연락처', 'emergencyphone'],
  emergencyRelation: ['관계', '비상연락처관계', 'relation', 'emergencyrelation'],
  blood: ['혈액형', 'blood', 'bloodtype'],
  finishSms: ['완주문자', '기록문자', 'finishsms'],
  finishSmsEmergency: ['비상연락처완주문자', '보호자완주문자', 'finishsmsemergency'],
};
/** Header row of the downloadable template (Korean, the office's language); the last seven columns are optional. */
export const TEMPLATE_HEADERS = [
  '이름',
  '생년월일',
  '성별',
  '연락처',
  '코스',
  '옵션',
  '비상연락처이름',
  '비상연락처',
  '관계',
  '혈액형',
  '완주문자',
  '비상연락처완주문자',
  '이메일',
];

/** A consent cell: Y, 예, O, 1, true mean yes; anything else (blank included) no. */
const yes = (s: string) => ['y', 'yes', '예', 'o', '1', 'true', '동의'].includes(norm(s));

const REQUIRED: Column[] = ['runnerName', 'birthday', 'gender', 'cellphone', 'course'];
const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

const GENDERS: Record<string, 'M' | 'F'> = {
  m: 'M',
  f: 'F',
  남: 'M',
  여: 'F',
  남자: 'M',
  여자: 'F',
  남성: 'M',
  여성: 'F',
  male: 'M',
  female: 'F',
};

/** Text of a spreadsheet cell value (exceljs rich text, formula results, hyperlinks, dates, numbers). */
function cellText(v: unknown): string {
  if (v == null) return '';
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${v.getUTCFullYear()}${p(v.getUTCMonth() + 1)}${p(v.getUTCDate())}`;
  }
  if (typeof v === 'object') {
    const o = v as { richText?: Array<{ text: string }>; result?: unknown; text?: unknown };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
    return '';
  }
  return String(v).trim();
}

const digits = (s: string) => s.replace(/\D/g, '');
/**
 * A phone as the site's one normaliser keeps it (hyphens, spaces, +82 as in any phone field); a
 * phone the spreadsheet typed as a number has lost its leading 0 (1012345678): put it back.
 */
const phoneOf = (s: string) => {
  const d = normalizePhone(s);
  return /^1[016789]\d{7,8}$/.test(d) ? `0${d}` : d;
};

function detectFormat(name: string, data: Buffer): 'xlsx' | 'xls' | null {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'xlsx' && data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (ext === 'xls' && data.length >= 8 && data.readUInt32BE(0) === 0xd0cf11e0 && data.readUInt32BE(4) === 0xa1b11ae1) return 'xls';
  return null;
}

/** Rows of the first sheet as arrays of cell texts (row 1 = headers). Enforces the row limit first. */
async function readSheet(format: 'xlsx' | 'xls', data: Buffer): Promise<string[][]> {
  const tooMany = () => badRequest('proxy.excel.tooManyRows', { max: MAX_UPLOAD_ROWS });
  if (format === 'xlsx') {
    if (!(await isSafeXlsx(data, XLSX_ZIP_LIMITS))) throw badRequest('proxy.excel.unsafe');
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw badRequest('proxy.excel.unreadable');
    }
    const ws = wb.worksheets[0];
    if (!ws) throw badRequest('proxy.excel.noRows');
    if (ws.actualRowCount > MAX_UPLOAD_ROWS + 1) throw tooMany();
    const out: string[][] = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= Math.min(row.cellCount, 50); c++) cells.push(cellText(row.getCell(c).value));
      out[n - 1] = cells;
    });
    return Array.from(out, (r) => r ?? []);
  }
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(data, { type: 'buffer', cellDates: true, sheetRows: MAX_UPLOAD_ROWS + 2 });
  } catch {
    throw badRequest('proxy.excel.unreadable');
  }
  const ws = wb.Sheets[wb.SheetNames[0]];
  if (!ws) throw badRequest('proxy.excel.noRows');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: '', blankrows: true });
  if (rows.filter((r) => r.some((c) => cellText(c) !== '')).length > MAX_UPLOAD_ROWS + 1) throw tooMany();
  return rows.map((r) => r.slice(0, 50).map(cellText));
}

/**
 * The courses a group upload may name: those a proxy registration offers (spec §3: the race on the
 * day and the untact race; trekking is registered on its own page), in display order.
 */
function proxyCourses(tickets: TicketRow[]): TicketRow[] {
  return tickets.filter((t) => PUBLIC_TICKET_TYPES.includes(t.ticketType));
}

/**
 * POST /api/admin/application/excel (spec §3 "Excel upload rows", §7): reads the
 * participants of an .xls or .xlsx upload. Checks, in order: size ≤ 5 MB, the format by name and
 * content, for .xlsx the zip's entry count and declared sizes before decompressing anything, at most
 * 2,000 rows, the header row (UPLOAD_HEADERS), then every row with the spec §5 runner rules, the
 * course (a race-day or untact course of `tickets`, by ticketSeq, code or name), the course's age
 * rule and souvenir option (blank = the form's default), and no runner twice. Any bad row fails the
 * whole file with a report of every bad row ('Row 3: …' in `locale`, one a line); nothing is returned then.
 * Empty rows are skipped. Throws 400 ApiError.
 */
export async function parseRunnerUpload(
  file: { name: string; data: Buffer },
  ctx: { tickets: TicketRow[]; raceDate: Date; locale: Locale },
): Promise<UploadRow[]> {
  if (file.data.length === 0) throw badRequest('proxy.excel.noFile');
  if (file.data.length > MAX_UPLOAD_BYTES) throw badRequest('proxy.excel.tooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  const format = detectFormat(file.name, file.data);
  if (!format) throw badRequest('proxy.excel.badType');
  const sheet = await readSheet(format, file.data);

  const header = (sheet[0] ?? []).map(norm);
  const col = {} as Record<Column, number>;
  for (const [c, names] of Object.entries(UPLOAD_HEADERS) as Array<[Column, string[]]>) {
    col[c] = header.findIndex((h) => names.includes(h));
  }
  const missing = REQUIRED.filter((c) => col[c] < 0);
  if (missing.length) throw badRequest('proxy.excel.missingColumns', { columns: missing.map((c) => UPLOAD_HEADERS[c][0]).join(', ') });

  const courses = proxyCourses(ctx.tickets);
  const bySeq = new Map(courses.map((t) => [t.ticketSeq, t]));
  const findCourse = (v: string) =>
    courses.find((t) => String(t.ticketSeq) === v || norm(t.ticketCode) === norm(v) || norm(t.ticketName) === norm(v));
  // Every bad row is reported, one line each ('Row 4: …'), so staff fix the file once; nothing is kept meanwhile.
  const problems: Array<{ row: number; message: string }> = [];
  const rowError = (row: number, message: string) => problems.push({ row, message });

  const out: UploadRow[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < sheet.length; i++) {
    const cells = sheet[i];
    const at = (c: Column) => (col[c] >= 0 ? (cells[col[c]] ?? '') : '');
    if (!cells.some((v) => v !== '')) continue;
    const rowNo = i + 1;
    if (out.length >= MAX_UPLOAD_ROWS) throw badRequest('proxy.excel.tooManyRows', { max: MAX_UPLOAD_ROWS });
    const course = findCourse(at('course'));
    if (!course) {
      rowError(rowNo, translate(ctx.locale, V.course));
      continue;
    }
    const options = souvenirOptions(course.choiceOption);
    const blood = parseBloodText(at('blood'));
    if (blood === undefined) {
      rowError(rowNo, translate(ctx.locale, 'validation.bloodType'));
      continue;
    }
    const parsed = runnerSchema.safeParse({
      ticketSeq: course.ticketSeq,
      choiceOption: at('choiceOption') || defaultSouvenirOption(options) || '-',
      runnerName: at('runnerName'),
      birthday: digits(at('birthday')),
      gender: GENDERS[norm(at('gender'))] ?? at('gender'),
      cellphone: phoneOf(at('cellphone')),
      email: at('email') || null,
      emergencyName: at('emergencyName'),
      emergencyPhone: at('emergencyPhone') && phoneOf(at('emergencyPhone')),
      emergencyRelation: at('emergencyRelation'),
      bloodType: blood?.bloodType ?? null,
      bloodRh: blood?.bloodRh ?? null,
      finishSms: yes(at('finishSms')),
      finishSmsEmergency: yes(at('finishSmsEmergency')),
    });
    if (!parsed.success) {
      rowError(rowNo, translate(ctx.locale, issueMessageKey(parsed.error.issues, V.runnerRequired)));
      continue;
    }
    const r = parsed.data;
    try {
      checkRunnerRules([r], bySeq, ctx.raceDate);
    } catch (err) {
      if (!(err instanceof ApiError && err.messageKey)) throw err;
      rowError(rowNo, translate(ctx.locale, err.messageKey, err.messageValues));
      continue;
    }
    const key = runnerIdentity(r);
    if (seen.has(key)) {
      rowError(rowNo, translate(ctx.locale, V.duplicateInList));
      continue;
    }
    seen.add(key);
    out.push({ ticketSeq: r.ticketSeq, ticketName: course.ticketName, choiceOption: r.choiceOption, ...runnerPerson(r) });
  }
  if (problems.length === 1) throw badRequest('proxy.excel.rowError', problems[0]);
  if (problems.length > 1) {
    const shown = problems.slice(0, MAX_REPORTED_ROWS).map((p) => translate(ctx.locale, 'proxy.excel.rowError', p));
    if (problems.length > shown.length)
      shown.push(translate(ctx.locale, 'proxy.excel.moreRows', { count: problems.length - shown.length }));
    throw badRequest('proxy.excel.rowReport', { rows: shown.join('\n') });
  }
  if (out.length === 0) throw badRequest('proxy.excel.noRows');
  return out;
}

/** Bad rows listed in one upload's report; the rest are counted ('and N more rows'). */
const MAX_REPORTED_ROWS = 200;

/**
 * The downloadable upload template (GET /api/admin/application/excel/template): the header row of
 * TEMPLATE_HEADERS, an example row, and the race-day and untact courses (number, code, name, type,
 * options) on a second sheet, with sheet names, column titles and course types in `locale` (the type
 * as its label, never the raw code). Returns the .xlsx bytes.
 */
export async function runnerTemplate(tickets: TicketRow[], locale: Locale): Promise<Buffer> {
  const t = (key: string) => translate(locale, key);
  const title = (key: string) => t(`proxy.excel.templateSheet.${key}`);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title('sheet'));
  ws.addRow(TEMPLATE_HEADERS);
  ws.getRow(1).font = { bold: true };
  ws.columns.forEach((c) => (c.width = 16));
  const courses = proxyCourses(tickets);
  const example = courses[0];
  if (example) {
    const row = ws.addRow([
      '홍길동',
      '19900101',
      '남',
      '01012345678',
      example.ticketCode,
      defaultSouvenirOption(souvenirOptions(example.choiceOption)),
      '홍길순',
      '01098765432',
      '배우자',
      'A Rh+',
      'Y',
      'N',
      '',
    ]);
    row.eachCell((c) => (c.numFmt = '@'));
  }
  const info = wb.addWorksheet(title('courseSheet'));
  info.addRow(['ticketSeq', 'code', 'name', 'type', 'options'].map(title));
  info.getRow(1).font = { bold: true };
  for (const c of courses)
    info.addRow([c.ticketSeq, c.ticketCode, c.ticketName, codeLabel(t, 'apply.courseGroup', c.ticketType), c.choiceOption ?? '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The upload of POST /api/admin/application/excel against the current edition's tickets and race
 * date (see parseRunnerUpload). Nothing is stored; the staff action is audited with the row count.
 */
export async function readRunnerUpload(
  db: Db,
  file: { name: string; data: Buffer },
  locale: Locale,
  staff: AdminContext,
): Promise<UploadRow[]> {
  const ev = await getCurrentEvent(db);
  const rows = await parseRunnerUpload(file, { tickets: await listTickets(db, ev.eventId), raceDate: ev.raceDate, locale });
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'proxy-upload',
    detail: { rows: rows.length },
  });
  return rows;
}

/** The template for the current edition's race-day and untact courses (see runnerTemplate). */
export async function currentRunnerTemplate(db: DbOrTx, locale: Locale): Promise<Buffer> {
  const ev = await getCurrentEvent(db);
  return runnerTemplate(await listTickets(db, ev.eventId), locale);
}
