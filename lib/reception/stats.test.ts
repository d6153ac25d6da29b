import { describe, expect, it } from 'vitest';
import { kstDate } from '@/lib/time/kst';
import {
  ageBucketOf,
  daejeonDistrictOf,
  regionOf,
  rollupByAge,
  rollupByDaejeon,
  rollupByGender,
  rollupByRegion,
  rollupPaidByGender,
  type StatRunner,
} from './stats';

const raceDay = kstDate(2025, 10, 12, 8, 30);
const runner = (over: Partial<StatRunner> = {}): StatRunner => ({
  ticketSeq: 1,
  raceName: '하프',
  gender: 'M',
  birthday: '19900101',
  party: false,
  zipAddress: '대전 유성구 대학로 99',
  paymentStatus: 'RSVT',
  ...over,
});

describe('region of a road address (spec §3 region counts)', () => {
  it('maps short and official province names to the same key', () => {
    expect(regionOf('서울 강남구 테헤란로 1')).toBe('seoul');
    expect(regionOf('서울특별시 강남구 테헤란로 1')).toBe('seoul');
    expect(regionOf('경기 수원시 장안구 1')).toBe('kyonggi');
    expect(regionOf('경기도 수원시 1')).toBe('kyonggi');
    expect(regionOf('충북 청주시 1')).toBe('chungbuk');
    expect(regionOf('충청남도 천안시 1')).toBe('chungnam');
    expect(regionOf('전북특별자치도 전주시 1')).toBe('jeonbuk');
    expect(regionOf('강원특별자치도 춘천시 1')).toBe('gangwon');
    expect(regionOf('세종특별자치시 한누리대로 1')).toBe('sejong');
    expect(regionOf('제주특별자치도 제주시 1')).toBe('jeju');
    expect(regionOf('  대전광역시  서구 둔산로 1')).toBe('daejeon');
  });
  it('gives null for an address it cannot place', () => {
    expect(regionOf('Seoul Gangnam')).toBeNull();
    expect(regionOf('')).toBeNull();
  });
  it('finds the Daejeon district, and none outside Daejeon', () => {
    expect(daejeonDistrictOf('대전 유성구 대학로 99')).toBe('youseong');
    expect(daejeonDistrictOf('대전광역시 대덕구 1')).toBe('daedeok');
    expect(daejeonDistrictOf('대전 동구 1')).toBe('donggu');
    expect(daejeonDistrictOf('대전 중구 1')).toBe('junggu');
    expect(daejeonDistrictOf('대전 서구 1')).toBe('seogu');
    expect(daejeonDistrictOf('부산 서구 1')).toBeNull();
  });
});

describe('age bucket on race day', () => {
  it('puts under-30 in 29, decades in 30/40/50 and 60+ in 60', () => {
    expect(ageBucketOf('19951012', raceDay)).toBe(30); // 30th birthday on race day
    expect(ageBucketOf('19951013', raceDay)).toBe(29); // one day short of 30
    expect(ageBucketOf('20100101', raceDay)).toBe(29);
    expect(ageBucketOf('19800101', raceDay)).toBe(40);
    expect(ageBucketOf('19700101', raceDay)).toBe(50);
    expect(ageBucketOf('19651012', raceDay)).toBe(60);
    expect(ageBucketOf('19400101', raceDay)).toBe(60);
  });
});

describe('rollups per course with a total row', () => {
  const list = [
    runner({ gender: 'M' }),
    runner({ gender: 'F', party: true, paymentStatus: 'CMPL' }),
    runner({ ticketSeq: 2, raceName: '10km', gender: 'F', paymentStatus: 'CMPL', zipAddress: '서울 강남구 1', birthday: '19600101' }),
    runner({ ticketSeq: 2, raceName: '10km', gender: 'M', paymentStatus: 'CNCL' }),
    runner({ ticketSeq: 2, raceName: '10km', zipAddress: 'somewhere' }),
  ];

  it('counts live runners by gender, individual and party; cancelled ones are left out', () => {
    const rows = rollupByGender(list);
    expect(rows.map((r) => r.raceName)).toEqual(['하프', '10km', 'total']);
    expect(rows[0]).toMatchObject({ total: 2, maleTotal: 1, femaleTotal: 1, individualMale: 1, partyFemale: 1 });
    expect(rows[1]).toMatchObject({ total: 2, maleTotal: 1, femaleTotal: 1 });
    expect(rows[2]).toMatchObject({
      total: 4,
      maleTotal: 2,
      femaleTotal: 2,
      individualMale: 2,
      individualFemale: 1,
      partyMale: 0,
      partyFemale: 1,
    });
  });

  it('counts only paid (CMPL) registrations in rollupPaidByGender', () => {
    const rows = rollupPaidByGender(list);
    expect(rows.at(-1)).toMatchObject({ total: 2, maleTotal: 0, femaleTotal: 2 });
  });

  it('buckets ages with sum, male and female', () => {
    const total = rollupByAge(list, raceDay).at(-1)!;
    expect(total).toMatchObject({ total: 4, sum30: 3, male30: 2, female30: 1, sum60: 1, female60: 1, sum29: 0 });
  });

  it('counts regions, unknown addresses as other, and Daejeon districts', () => {
    const region = rollupByRegion(list).at(-1)!;
    expect(region).toMatchObject({ total: 4, daejeon: 2, seoul: 1, other: 1, busan: 0 });
    const daejeon = rollupByDaejeon(list);
    expect(daejeon.map((r) => r.raceName)).toEqual(['하프', 'total']);
    expect(daejeon.at(-1)).toMatchObject({ total: 2, youseong: 2, seogu: 0 });
  });
});
