import { randomInt } from 'node:crypto';

const SYLLABLES = '가나다라마바사아자차카타파하강남도류민박서윤정조진한호성영수희지현우준';

/**
 * A random Korean name of 4 syllables (letters only, as spec §5 requires): 36^4 = 1.7 million names, so
 * the few hundred registrations of a test run almost never share one (3 syllables collided now and then).
 */
export function randomName(): string {
  return Array.from({ length: 4 }, () => SYLLABLES[randomInt(SYLLABLES.length)]).join('');
}

/** A random valid mobile number 010XXXXXXXX. */
export function randomMobile(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A joiner body for POST /api/applicant/applyFor. */
export function joinerBody(name = randomName(), cellphone = randomMobile()) {
  return {
    joinerName: name,
    cellphone,
    zipcode: '34126',
    zipAddress: '대전 유성구 대학로 99 (궁동)',
    address: '101동 202호',
    paymentType: 'BANK' as const,
  };
}

/** A runner body; adult birthday by default. */
export function runnerBody(
  ticketSeq: number,
  over: Partial<{ runnerName: string; cellphone: string; birthday: string; gender: 'M' | 'F'; choiceOption: string }> = {},
) {
  return {
    ticketSeq,
    choiceOption: '100',
    runnerName: randomName(),
    birthday: '19900101',
    gender: 'M' as const,
    cellphone: randomMobile(),
    ...over,
  };
}
