import { type PaymentStatus } from '@/lib/codes';
import { ageOnRaceDay } from '@/lib/registration/eligibility';

/**
 * Statistics rows of spec §3 ("Statistics rows") for the staff summary (spec §2, §7 rollup calls):
 * pure bucketing of live runners per course. The database query lives in ./stats-query.ts.
 */

export const REGION_KEYS = [
  'daejeon',
  'seoul',
  'busan',
  'incheon',
  'gwangju',
  'daegu',
  'ulsan',
  'sejong',
  'gangwon',
  'kyonggi',
  'chungbuk',
  'chungnam',
  'jeonbuk',
  'jeonnam',
  'gyeongbuk',
  'gyeongnam',
  'jeju',
] as const;
export type RegionKey = (typeof REGION_KEYS)[number];

export const DAEJEON_KEYS = ['daedeok', 'donggu', 'junggu', 'seogu', 'youseong'] as const;
export type DaejeonKey = (typeof DAEJEON_KEYS)[number];

export const AGE_BUCKETS = [29, 30, 40, 50, 60] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Short and official Korean province names (first token of a road address) -> spec region key. */
const PROVINCES: Record<string, RegionKey> = {
  대전: 'daejeon',
  대전광역시: 'daejeon',
  대전시: 'daejeon',
  서울: 'seoul',
  서울특별시: 'seoul',
  서울시: 'seoul',
  부산: 'busan',
  부산광역시: 'busan',
  부산시: 'busan',
  인천: 'incheon',
  인천광역시: 'incheon',
  인천시: 'incheon',
  광주: 'gwangju',
  광주광역시: 'gwangju',
  대구: 'daegu',
  대구광역시: 'daegu',
  대구시: 'daegu',
  울산: 'ulsan',
  울산광역시: 'ulsan',
  울산시: 'ulsan',
  세종: 'sejong',
  세종특별자치시: 'sejong',
  세종시: 'sejong',
  강원: 'gangwon',
  강원도: 'gangwon',
  강원특별자치도: 'gangwon',
  경기: 'kyonggi',
  경기도: 'kyonggi',
  충북: 'chungbuk',
  충청북도: 'chungbuk',
  충남: 'chungnam',
  충청남도: 'chungnam',
  전북: 'jeonbuk',
  전라북도: 'jeonbuk',
  전북특별자치도: 'jeonbuk',
  전남: 'jeonnam',
  전라남도: 'jeonnam',
  경북: 'gyeongbuk',
  경상북도: 'gyeongbuk',
  경남: 'gyeongnam',
  경상남도: 'gyeongnam',
  제주: 'jeju',
  제주도: 'jeju',
  제주특별자치도: 'jeju',
};

const DAEJEON_DISTRICTS: Record<string, DaejeonKey> = {
  대덕구: 'daedeok',
  동구: 'donggu',
  중구: 'junggu',
  서구: 'seogu',
  유성구: 'youseong',
};

const tokens = (zipAddress: string) => zipAddress.trim().split(/\s+/);

/** Region key of a road address ('대전 유성구 대학로 99' -> daejeon), or null when unknown. */
export function regionOf(zipAddress: string): RegionKey | null {
  return PROVINCES[tokens(zipAddress)[0] ?? ''] ?? null;
}

/** Daejeon district of a road address ('대전 유성구 …' -> youseong), null outside Daejeon. */
export function daejeonDistrictOf(zipAddress: string): DaejeonKey | null {
  if (regionOf(zipAddress) !== 'daejeon') return null;
  return DAEJEON_DISTRICTS[tokens(zipAddress)[1] ?? ''] ?? null;
}

/** Age bucket on race day (KST): 29 = under 30, 30/40/50 = that decade, 60 = 60 and over. */
export function ageBucketOf(birthday: string, raceDate: Date): AgeBucket {
  const age = ageOnRaceDay(birthday, raceDate);
  if (age < 30) return 29;
  if (age >= 60) return 60;
  return (Math.floor(age / 10) * 10) as AgeBucket;
}

/** One live runner as the statistics see it. */
export interface StatRunner {
  ticketSeq: number;
  raceName: string; // ticketName
  gender: 'M' | 'F';
  birthday: string; // YYYYMMDD
  party: boolean; // part of a group registration (exponent set)
  zipAddress: string; // the applicant's road address
  paymentStatus: PaymentStatus;
}

/** Name of the sum row that closes every table. */
export const TOTAL_ROW = 'total';

/** Groups runners per course (in the given order) and appends the total row. */
function perCourse<R extends { raceName: string }>(list: StatRunner[], make: (raceName: string, rows: StatRunner[]) => R): R[] {
  const byCourse = new Map<number, StatRunner[]>();
  for (const r of list) byCourse.set(r.ticketSeq, [...(byCourse.get(r.ticketSeq) ?? []), r]);
  const rows = [...byCourse.values()].map((rs) => make(rs[0].raceName, rs));
  return [...rows, make(TOTAL_ROW, list)];
}

const live = (list: StatRunner[]) => list.filter((r) => r.paymentStatus !== 'CNCL');
const count = (list: StatRunner[], f: (r: StatRunner) => boolean) => list.reduce((n, r) => n + (f(r) ? 1 : 0), 0);

export interface GenderRow {
  raceName: string;
  total: number;
  maleTotal: number;
  femaleTotal: number;
  individualMale: number;
  individualFemale: number;
  partyMale: number;
  partyFemale: number;
}

function genderRow(raceName: string, rs: StatRunner[]): GenderRow {
  return {
    raceName,
    total: rs.length,
    maleTotal: count(rs, (r) => r.gender === 'M'),
    femaleTotal: count(rs, (r) => r.gender === 'F'),
    individualMale: count(rs, (r) => !r.party && r.gender === 'M'),
    individualFemale: count(rs, (r) => !r.party && r.gender === 'F'),
    partyMale: count(rs, (r) => r.party && r.gender === 'M'),
    partyFemale: count(rs, (r) => r.party && r.gender === 'F'),
  };
}

/** rollupByGender: live runners (RSVT and CMPL) by course and gender, individual vs party. */
export function rollupByGender(list: StatRunner[]): GenderRow[] {
  return perCourse(live(list), genderRow);
}

/** rollupPaidByGender: the same for paid (CMPL) registrations only. */
export function rollupPaidByGender(list: StatRunner[]): GenderRow[] {
  return perCourse(
    list.filter((r) => r.paymentStatus === 'CMPL'),
    genderRow,
  );
}

export type AgeRow = { raceName: string; total: number } & Record<`${'sum' | 'male' | 'female'}${AgeBucket}`, number>;

/** rollupByAge: live runners by course and age bucket on race day (sum, male, female per bucket). */
export function rollupByAge(list: StatRunner[], raceDate: Date): AgeRow[] {
  return perCourse(live(list), (raceName, rs) => {
    const row = { raceName, total: rs.length } as AgeRow;
    for (const b of AGE_BUCKETS) {
      const inBucket = rs.filter((r) => ageBucketOf(r.birthday, raceDate) === b);
      row[`sum${b}`] = inBucket.length;
      row[`male${b}`] = count(inBucket, (r) => r.gender === 'M');
      row[`female${b}`] = count(inBucket, (r) => r.gender === 'F');
    }
    return row;
  });
}

export type RegionRow = { raceName: string; total: number; other: number } & Record<RegionKey, number>;

/** rollupByRegion: live runners by course and the applicant's province; unknown addresses in `other`. */
export function rollupByRegion(list: StatRunner[]): RegionRow[] {
  return perCourse(live(list), (raceName, rs) => {
    const row = { raceName, total: rs.length, other: 0 } as RegionRow;
    for (const k of REGION_KEYS) row[k] = 0;
    for (const r of rs) {
      const k = regionOf(r.zipAddress);
      if (k) row[k] += 1;
      else row.other += 1;
    }
    return row;
  });
}

export type DaejeonRow = { raceName: string; total: number } & Record<DaejeonKey, number>;

/** rollupByDaejeon: live runners living in Daejeon by course and district; total = Daejeon runners. */
export function rollupByDaejeon(list: StatRunner[]): DaejeonRow[] {
  const inDaejeon = live(list).filter((r) => regionOf(r.zipAddress) === 'daejeon');
  return perCourse(inDaejeon, (raceName, rs) => {
    const row = { raceName, total: rs.length } as DaejeonRow;
    for (const k of DAEJEON_KEYS) row[k] = count(rs, (r) => daejeonDistrictOf(r.zipAddress) === k);
    return row;
  });
}
