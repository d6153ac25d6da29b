import { describe, expect, it } from 'vitest';
import {
  courseCounts,
  duplicateInList,
  groupAmount,
  groupProblem,
  hasDuplicateRunners,
  MIN_GROUP_RUNNERS,
  priceCategoryProblem,
} from './group';

const kim = { runnerName: '김철수', cellphone: '01012345678', birthday: '19900101' };
const lee = { runnerName: '이영희', cellphone: '01087654321', birthday: '19850505' };

describe('runner list duplicates (spec §5)', () => {
  it('finds the same name, phone and birthday already in the list', () => {
    expect(duplicateInList([kim, lee], { ...lee })).toBe(1);
    expect(duplicateInList([kim, lee], { ...kim, runnerName: ' 김철수 ' })).toBe(0);
  });
  it('a different phone or birthday is another person', () => {
    expect(duplicateInList([kim], { ...kim, cellphone: '01011112222' })).toBe(-1);
    expect(duplicateInList([kim], { ...kim, birthday: '19900102' })).toBe(-1);
  });
  it('ignores the row being edited, but not another row with the same identity', () => {
    expect(duplicateInList([kim, lee], { ...kim }, 0)).toBe(-1);
    expect(duplicateInList([kim, lee], { ...lee }, 0)).toBe(1);
  });
  it('detects a body carrying a runner twice', () => {
    expect(hasDuplicateRunners([kim, lee])).toBe(false);
    expect(hasDuplicateRunners([kim, lee, { ...kim }])).toBe(true);
  });
});

describe('group size and price category (spec §2, §9)', () => {
  it('needs at least 2 runners', () => {
    expect(MIN_GROUP_RUNNERS).toBe(2);
    expect(groupProblem(0, 'standard')).toBe('minRunners');
    expect(groupProblem(1, 'disabled')).toBe('minRunners');
    expect(groupProblem(2, 'standard')).toBeNull();
  });
  it('the school-group price needs 10 or more runners', () => {
    expect(groupProblem(9, 'school')).toBe('schoolGroupMin');
    expect(groupProblem(10, 'school')).toBeNull();
    expect(priceCategoryProblem(1, 'school')).toBe('schoolGroupMin');
    expect(priceCategoryProblem(1, 'disabled')).toBeNull();
  });
});

describe('summary and amount', () => {
  const courses = [
    { ticketSeq: 1, ticketName: '하프', ticketPrice: 35000, disabledPrice: 20000, schoolGroupPrice: null },
    { ticketSeq: 2, ticketName: '미니(10km)', ticketPrice: 35000, disabledPrice: 20000, schoolGroupPrice: 30000 },
    { ticketSeq: 3, ticketName: '건강(5km)', ticketPrice: 20000, disabledPrice: null, schoolGroupPrice: 15000 },
  ];
  it('counts runners per course in course order, leaving out courses nobody chose', () => {
    expect(courseCounts([{ ticketSeq: 3 }, { ticketSeq: 1 }, { ticketSeq: 3 }], courses)).toEqual([
      { ticketSeq: 1, ticketName: '하프', count: 1 },
      { ticketSeq: 3, ticketName: '건강(5km)', count: 2 },
    ]);
    expect(courseCounts([], courses)).toEqual([]);
  });
  it('the group amount is the sum of the runners’ prices', () => {
    expect(groupAmount([{ ticketSeq: 1 }, { ticketSeq: 2 }, { ticketSeq: 3 }], courses, 'standard')).toBe(90000);
  });
  it('disabled participants pay 20,000 for half and mini, health keeps 20,000', () => {
    expect(groupAmount([{ ticketSeq: 1 }, { ticketSeq: 2 }, { ticketSeq: 3 }], courses, 'disabled')).toBe(60000);
  });
  it('a school group of 10 pays 15,000 for health and 30,000 for mini; half keeps its price', () => {
    const ten = [...Array(5).fill({ ticketSeq: 3 }), ...Array(4).fill({ ticketSeq: 2 }), { ticketSeq: 1 }];
    expect(groupAmount(ten, courses, 'school')).toBe(5 * 15000 + 4 * 30000 + 35000);
  });
});
