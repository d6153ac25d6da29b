import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/errors';
import { planRunnerEdit, type StoredRunner } from './proxy-plan';

const tickets = new Map([
  [1, { ticketSeq: 1, ticketPrice: 35000, disabledPrice: 20000, schoolGroupPrice: null }],
  [2, { ticketSeq: 2, ticketPrice: 20000, disabledPrice: null, schoolGroupPrice: 15000 }],
  [3, { ticketSeq: 3, ticketPrice: 0, disabledPrice: null, schoolGroupPrice: null }],
]);
const stored: StoredRunner[] = [
  { runnerSeq: 11, ticketSeq: 1, runnerName: '김철수', birthday: '19900101', cellphone: '01011112222' },
  { runnerSeq: 12, ticketSeq: 1, runnerName: '이영희', birthday: '19910202', cellphone: '01033334444' },
  { runnerSeq: 13, ticketSeq: 2, runnerName: '박민수', birthday: '19920303', cellphone: '01055556666' },
];
const runner = (over: Partial<{ runnerSeq: number; ticketSeq: number; runnerName: string; birthday: string; cellphone: string }> = {}) => ({
  ticketSeq: 2,
  choiceOption: '100',
  runnerName: '최지우',
  birthday: '19930404',
  gender: 'F' as const,
  cellphone: '01077778888',
  runnerSeq: 0,
  ...over,
});
const group = { group: true, category: 'standard' as const };
const errKey = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as ApiError).messageKey;
  }
  return 'no error';
};

describe('planRunnerEdit (spec §4 INS/UPD/DEL)', () => {
  it('DEL gives the course back, INS takes one, and the amount is recomputed from server prices', () => {
    const plan = planRunnerEdit(stored, { INS: [runner()], UPD: [], DEL: [12] }, tickets, group);
    expect(plan.placeDeltas).toEqual(
      new Map([
        [1, -1],
        [2, 1],
      ]),
    );
    expect(plan.runners.map((r) => r.runnerSeq)).toEqual([11, 13, undefined]);
    expect(plan.amount).toBe(35000 + 20000 + 20000);
    expect(plan.paymentStatus).toBe('RSVT');
  });

  it('UPD moving course frees the old place and takes the new; UPD on the same course moves nothing', () => {
    const moved = planRunnerEdit(
      stored,
      {
        INS: [],
        UPD: [runner({ runnerSeq: 11, ticketSeq: 2, runnerName: '김철수', birthday: '19900101', cellphone: '01011112222' })],
        DEL: [],
      },
      tickets,
      group,
    );
    expect(moved.placeDeltas).toEqual(
      new Map([
        [1, -1],
        [2, 1],
      ]),
    );
    expect(moved.amount).toBe(35000 + 20000 + 20000);
    const same = planRunnerEdit(
      stored,
      { INS: [], UPD: [runner({ runnerSeq: 13, ticketSeq: 2, runnerName: '박민수' })], DEL: [] },
      tickets,
      group,
    );
    expect(same.placeDeltas.size).toBe(0);
    expect(same.runners[2].input?.runnerName).toBe('박민수');
  });

  it('an edit to 0 won becomes CMPL at once', () => {
    const two = stored.slice(0, 2);
    const plan = planRunnerEdit(
      two,
      { INS: [], UPD: [runner({ runnerSeq: 11, ticketSeq: 3 }), runner({ runnerSeq: 12, ticketSeq: 3, runnerName: '이영희' })], DEL: [] },
      tickets,
      group,
    );
    expect(plan.amount).toBe(0);
    expect(plan.paymentStatus).toBe('CMPL');
  });

  it('refuses runners of another registration, UPD of a deleted runner and repeated DEL', () => {
    expect(errKey(() => planRunnerEdit(stored, { INS: [], UPD: [], DEL: [99] }, tickets, group))).toBe('proxy.errors.unknownRunner');
    expect(errKey(() => planRunnerEdit(stored, { INS: [], UPD: [runner({ runnerSeq: 12 })], DEL: [12] }, tickets, group))).toBe(
      'proxy.errors.unknownRunner',
    );
    expect(errKey(() => planRunnerEdit(stored, { INS: [], UPD: [], DEL: [11, 11] }, tickets, group))).toBe('proxy.errors.unknownRunner');
  });

  it('keeps the shape: a group needs 2 or more, an individual exactly one, nobody twice, known courses only', () => {
    expect(errKey(() => planRunnerEdit(stored, { INS: [], UPD: [], DEL: [11, 12] }, tickets, group))).toBe('validation.minRunners');
    expect(
      errKey(() => planRunnerEdit([stored[0]], { INS: [runner()], UPD: [], DEL: [] }, tickets, { group: false, category: 'standard' })),
    ).toBe('validation.groupName');
    expect(
      errKey(() => planRunnerEdit([stored[0]], { INS: [], UPD: [], DEL: [11] }, tickets, { group: false, category: 'standard' })),
    ).toBe('validation.runnerRequired');
    expect(
      errKey(() =>
        planRunnerEdit(
          stored,
          { INS: [runner({ runnerName: '김철수', birthday: '19900101', cellphone: '01011112222' })], UPD: [], DEL: [] },
          tickets,
          group,
        ),
      ),
    ).toBe('validation.duplicateInList');
    expect(errKey(() => planRunnerEdit(stored, { INS: [runner({ ticketSeq: 42 })], UPD: [], DEL: [] }, tickets, group))).toBe(
      'validation.course',
    );
  });

  it('deleting a runner and adding the same person again is allowed (same edit)', () => {
    const plan = planRunnerEdit(
      stored,
      { INS: [runner({ ticketSeq: 1, runnerName: '이영희', birthday: '19910202', cellphone: '01033334444' })], UPD: [], DEL: [12] },
      tickets,
      group,
    );
    expect(plan.placeDeltas.size).toBe(0);
    expect(plan.runners).toHaveLength(3);
  });

  it('refuses an edit that leaves a school group below 10 runners instead of dropping the school price', () => {
    const school = { group: true, category: 'school' as const };
    expect(errKey(() => planRunnerEdit(stored, { INS: [], UPD: [], DEL: [13] }, tickets, school))).toBe('validation.schoolGroupMin');
    const ten = Array.from({ length: 7 }, (_, i) => runner({ runnerName: `학생${'가나다라마바사'[i]}`, cellphone: `0107777000${i}` }));
    expect(planRunnerEdit(stored, { INS: ten, UPD: [], DEL: [] }, tickets, school).amount).toBe(35000 * 2 + 15000 * 8);
  });

  it('finds a runner twice in the list whatever the letter case or spacing of the name', () => {
    const twice = [runner({ runnerName: 'Kimminsu' }), runner({ runnerName: 'KIMMINSU' })];
    expect(errKey(() => planRunnerEdit(stored, { INS: twice, UPD: [], DEL: [] }, tickets, group))).toBe('validation.duplicateInList');
  });
});
