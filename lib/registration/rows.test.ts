import { describe, expect, it } from 'vitest';
import { currentFunction } from '@/db/sql-functions';
import { emergencyOf } from '@/lib/validation/emergency';
import { joinerJson, joinerRow, registeredRunnerRow, runnerCourse, runnerJson, runnerRow, type JoinerFacts } from './rows';

const now = new Date('2026-03-02T01:00:00Z');
const course = { ticketSeq: 7, ticketName: '하프', souvenir: '티셔츠' };
const facts = (over: Partial<JoinerFacts> = {}, joiner: Partial<JoinerFacts['joiner']> = {}): JoinerFacts => ({
  eventId: 3,
  joiner: {
    joinerName: '홍길동',
    exponent: null,
    cellphone: '01012345678',
    zipcode: '34126',
    zipAddress: '대전 유성구 대학로 99',
    address: '101동',
    ...joiner,
  },
  paymentType: 'BANK',
  amount: 40000,
  priceCategory: 'standard',
  source: 'public',
  ticketCount: 1,
  now,
  payDeadline: new Date('2026-03-05T14:59:59Z'),
  ...over,
});
const person = { runnerName: '홍길동', birthday: '19900101', gender: 'M' as const, cellphone: '01012345678', choiceOption: '100' };

/** The column list of `INSERT INTO <table> (…)` in the batched accept's current source. */
function insertedColumns(table: string): string[] {
  const m = new RegExp(`INSERT INTO ${table} \\(([^)]*)\\)`).exec(currentFunction('accept_one_course_batch'));
  if (!m) throw new Error(`no INSERT INTO ${table}`);
  return m[1].split(',').map((c) => c.trim());
}

describe('the rows of a registration, made in one place', () => {
  it('a Korean application: awaiting payment, memo from name and phone, no e-mail kept, deadline kept', () => {
    const j = joinerRow(facts({}, { email: 'x@example.com', exponent: '  달리미  ' }));
    expect(j).toMatchObject({
      paymentStatus: 'RSVT',
      brief: '홍길동5678',
      email: null,
      exponent: '달리미',
      paidAt: null,
      needsStaffCheck: false,
      joinTime: now,
      payDeadline: facts().payDeadline,
    });
  });

  it('an applicant from abroad keeps the e-mail address; 0 won is paid at once; a price category is checked by staff', () => {
    const j = joinerRow(facts({ amount: 0, priceCategory: 'disabled' }, { cellphone: '+819012345678', email: 'hanako@example.jp' }));
    expect(j).toMatchObject({ email: 'hanako@example.jp', paymentStatus: 'CMPL', paidAt: now, brief: 'free', needsStaffCheck: true });
  });

  it('a runner: course columns copied, race-day fields null or false when not given, the registration numbers when stored', () => {
    expect(runnerRow(3, course, person, 40000)).toEqual({
      eventId: 3,
      ...runnerCourse(course, '100', 40000),
      runnerName: '홍길동',
      birthday: '19900101',
      gender: 'M',
      cellphone: '01012345678',
      // A Korean phone: no e-mail address is kept (messages go by SMS).
      email: null,
      // Not given: the race-day fields are empty, as emergencyOf leaves them.
      ...emergencyOf({}),
    });
    expect(runnerRow(3, course, { ...person, email: 'kim@example.kr' }, 0).email).toBeNull();
    // A group member from abroad is reached at their own address.
    expect(runnerRow(3, course, { ...person, cellphone: '+819012345678', email: 'hanako@example.jp' }, 0).email).toBe('hanako@example.jp');
    expect(runnerRow(3, course, { ...person, bloodType: 'O', finishSms: true }, 0)).toMatchObject({
      bloodType: 'O',
      finishSms: true,
      bloodRh: null,
    });
    expect(registeredRunnerRow({ joinerId: 11, eventId: 3, joinSeq: 1234 }, course, person, 0)).toMatchObject({
      joinerId: 11,
      joinSeq: 1234,
      price: 0,
    });
  });

  it('the batched accept stores exactly the columns the builders fill (e-mail included), keyed by column name', () => {
    const j = joinerJson(joinerRow(facts({}, { cellphone: '+819012345678', email: 'hanako@example.jp' })));
    expect(j).toMatchObject({ email: 'hanako@example.jp', zip_address: '대전 유성구 대학로 99', join_time: now.toISOString() });
    // The consent texts the form showed go with the row (null: none shown, the function records the version in force).
    expect(j.consent_version).toBeNull();
    expect(joinerJson(joinerRow(facts({}, { consentVersion: 4 }))).consent_version).toBe(4);
    expect(insertedColumns('joiners').sort()).toEqual(['join_seq', ...Object.keys(j)].sort());
    const r = runnerJson(runnerRow(3, course, person, 40000));
    expect(r).toMatchObject({ ticket_seq: 7, runner_name: '홍길동', finish_sms: false });
    expect(insertedColumns('runners').sort()).toEqual(['joiner_id', 'join_seq', ...Object.keys(r)].sort());
  });
});
