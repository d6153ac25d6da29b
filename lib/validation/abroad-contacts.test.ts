import { describe, expect, it } from 'vitest';
import { applyForSchema, groupFormSchema, runnerNeedsOwnEmail, runnerSchema, updateSchema } from './application';
import { newRunnerSchema } from './changes';
import { V } from './messages';
import { applyForAllSchema, proxyJoinerSchema } from './proxy';
import { waitlistJoinSchema, waitlistProofSchema } from './waitlist';
import { untactLookupSchema } from './untact';

// Runners from abroad beyond the apply form: their address, their e-mail after registering, group
// members' own addresses, staff proxy entries, the waitlist and the untact lookups. Korean entries
// keep the spec's rules (spec §5), checked here beside each addition.

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const abroad = {
  joinerName: 'TANAKA Hanako',
  cellphone: '+81 90-1234-5678',
  email: 'hanako@example.jp',
  zipcode: '',
  zipAddress: '1-2-3 Marunouchi, Chiyoda-ku, Tokyo, Japan',
  address: '',
  paymentType: 'CARD',
};
const korean = { joinerName: '홍길동', cellphone: '01012345678', zipcode: '34126', zipAddress: '대전 유성구 대학로 99', address: '101호' };
const runner = (over: Record<string, unknown> = {}) => ({
  ticketSeq: 1,
  choiceOption: '100',
  runnerName: 'TANAKA Hanako',
  birthday: '19900101',
  gender: 'F',
  cellphone: '+819012345678',
  ...over,
});

describe('the address of an applicant from abroad', () => {
  it('is one free-form line; the postcode and the second line may be left empty', () => {
    const parsed = applyForSchema.parse({ joiner: abroad, runners: [runner()] });
    expect(parsed.joiner).toMatchObject({ zipcode: '', zipAddress: abroad.zipAddress, address: '' });
    expect(applyForSchema.safeParse({ joiner: { ...abroad, zipcode: '100-0005' }, runners: [runner()] }).success).toBe(true);
    expect(applyForSchema.safeParse({ joiner: { ...abroad, zipcode: 'SW1A 1AA' }, runners: [runner()] }).success).toBe(true);
  });
  it('is still required, with a message that asks for street, city and country', () => {
    expect(issues(applyForSchema.safeParse({ joiner: { ...abroad, zipAddress: '' }, runners: [runner()] }))).toEqual([
      `joiner.zipAddress: ${V.addressAbroad}`,
    ]);
    expect(issues(applyForSchema.safeParse({ joiner: { ...abroad, zipcode: '#1' }, runners: [runner()] }))).toEqual([
      `joiner.zipcode: ${V.postcodeAbroad}`,
    ]);
    expect(issues(applyForSchema.safeParse({ joiner: { ...abroad, zipAddress: 'x'.repeat(201) }, runners: [runner()] }))).toEqual([
      `joiner.zipAddress: ${V.zipAddress}`,
    ]);
  });
  it('leaves a Korean applicant to the spec: postcode from the search, road and detail address required', () => {
    const k = (over: Record<string, unknown>) => ({ ...korean, ...over, exponent: '대청 달림이', priceCategory: 'standard' });
    expect(groupFormSchema.safeParse(k({})).success).toBe(true);
    expect(issues(groupFormSchema.safeParse(k({ zipcode: '', zipAddress: '', address: '' })))).toEqual([
      `zipcode: ${V.zipcode}`,
      `zipAddress: ${V.zipAddress}`,
      `address: ${V.address}`,
    ]);
    expect(issues(groupFormSchema.safeParse(k({ zipcode: 'SW1A 1AA' })))).toEqual([`zipcode: ${V.zipcode}`]);
  });
  it('answers a body without the applicant, or with something else in its place, with a message (no exception)', () => {
    for (const body of [{}, { joiner: null }, { joiner: 'x' }, { joiner: [] }]) {
      expect(applyForSchema.safeParse(body).success).toBe(false);
      expect(updateSchema.safeParse(body).success).toBe(false);
    }
  });
  it('names every missing field at once while the phone itself is still wrong (Korean rule)', () => {
    const r = groupFormSchema.safeParse({
      ...korean,
      cellphone: '',
      zipcode: '',
      address: '',
      exponent: '대청 달림이',
      priceCategory: 'standard',
    });
    expect(issues(r)).toEqual([`cellphone: ${V.phone}`, `zipcode: ${V.zipcode}`, `address: ${V.address}`]);
  });
});

describe('the self-service edit', () => {
  const edit = (joiner: Record<string, unknown>) => updateSchema.safeParse({ joiner: { joinSeq: '0427', ...joiner } });
  it('lets a runner from abroad change their e-mail address, which stays required and checked', () => {
    expect(edit({ ...abroad, email: 'New@Example.JP' }).data?.joiner.email).toBe('new@example.jp');
    expect(issues(edit({ ...abroad, email: '' }))).toEqual([`joiner.email: ${V.emailRequired}`]);
    expect(issues(edit({ ...abroad, email: 'no-at-sign' }))).toEqual([`joiner.email: ${V.email}`]);
  });
  it('keeps the Korean edit as it was (no e-mail needed, the Korean address rule)', () => {
    expect(edit(korean).success).toBe(true);
    expect(issues(edit({ ...korean, zipcode: '' }))).toEqual([`joiner.zipcode: ${V.zipcode}`]);
  });
});

describe('group members from abroad', () => {
  it('need their own e-mail address unless their phone is the applicant’s', () => {
    expect(runnerNeedsOwnEmail({ cellphone: '+819012345678' }, '+819012345678')).toBe(false);
    expect(runnerNeedsOwnEmail({ cellphone: '+447911123456' }, '+819012345678')).toBe(true);
    expect(runnerNeedsOwnEmail({ cellphone: '+447911123456', email: 'j@example.uk' }, '+819012345678')).toBe(false);
    expect(runnerNeedsOwnEmail({ cellphone: '01098765432' }, '01012345678')).toBe(false);
  });
  it('a body with a member from abroad without an address is refused at that member', () => {
    const member = runner({ runnerName: 'John Smith', cellphone: '+44 7911 123456' });
    const body = {
      joiner: { ...korean, exponent: '대청 달림이' },
      runners: [runner({ runnerName: '홍길동', cellphone: '01012345678' }), member],
    };
    expect(issues(applyForSchema.safeParse(body))).toEqual([`runners.1.email: ${V.emailRequired}`]);
    const ok = applyForSchema.parse({ ...body, runners: [body.runners[0], { ...member, email: 'John@Example.UK' }] });
    expect(ok.runners[1]).toMatchObject({ cellphone: '+447911123456', email: 'john@example.uk' });
  });
  it('a runner row keeps the passport-name rule and takes an e-mail address', () => {
    expect(runnerSchema.safeParse(runner({ email: 'not an address' })).success).toBe(false);
    expect(issues(runnerSchema.safeParse(runner({ cellphone: '01012345678' })))).toEqual([`runnerName: ${V.name}`]);
  });
});

describe('staff proxy entries', () => {
  it('apply the public form’s rules: e-mail required with a phone from abroad, free-form address', () => {
    expect(proxyJoinerSchema.safeParse({ ...abroad, paymentType: undefined }).success).toBe(true);
    expect(issues(proxyJoinerSchema.safeParse({ ...abroad, email: '', paymentType: undefined }))).toEqual([`email: ${V.emailRequired}`]);
    expect(proxyJoinerSchema.safeParse(korean).success).toBe(true);
  });
  it('a group proxy entry asks a member from abroad for their own address', () => {
    const member = runner({ runnerName: 'John Smith', cellphone: '+447911123456' });
    const body = { joiner: { ...korean, exponent: '대청 달림이' }, runners: { INS: [member] } };
    expect(issues(applyForAllSchema.safeParse(body))).toEqual([`runners.INS.0.email: ${V.emailRequired}`]);
    expect(applyForAllSchema.safeParse({ ...body, runners: { INS: [{ ...member, email: 'john@example.uk' }] } }).success).toBe(true);
  });
});

describe('waitlist, transfer and untact forms', () => {
  const wait = (over: Record<string, unknown>) => ({
    ticketSeq: 1,
    runnerName: 'TANAKA Hanako',
    birthday: '19900101',
    gender: 'F',
    ...over,
  });
  it('the waitlist takes a phone from abroad with an e-mail address and a passport name, as the apply form', () => {
    expect(waitlistJoinSchema.parse(wait({ cellphone: '+81 90-1234-5678', email: 'h@example.jp' }))).toMatchObject({
      cellphone: '+819012345678',
      email: 'h@example.jp',
    });
    expect(issues(waitlistJoinSchema.safeParse(wait({ cellphone: '+81 90-1234-5678' })))).toEqual([`email: ${V.emailRequired}`]);
    expect(issues(waitlistJoinSchema.safeParse(wait({ cellphone: '01012345678' })))).toEqual([`runnerName: ${V.name}`]);
    expect(waitlistJoinSchema.safeParse(wait({ runnerName: '홍길동', cellphone: '01012345678' })).success).toBe(true);
    expect(waitlistProofSchema.safeParse({ waitSeq: '123456', runnerName: 'TANAKA Hanako', cellphone: '+819012345678' }).success).toBe(
      true,
    );
  });
  it('a transfer to a new holder from abroad needs their e-mail address (the code goes there)', () => {
    const to = { runnerName: 'John Smith', birthday: '19900101', gender: 'M', cellphone: '+447911123456' };
    expect(issues(newRunnerSchema.safeParse(to))).toEqual([`email: ${V.emailRequired}`]);
    expect(newRunnerSchema.safeParse({ ...to, email: 'john@example.uk' }).success).toBe(true);
  });
  it('the untact lookups find an entry by a passport name and a phone from abroad', () => {
    expect(untactLookupSchema.safeParse({ joinSeq: '0427', joinerName: 'TANAKA Hanako', cellphone: '+819012345678' }).success).toBe(true);
  });
});
