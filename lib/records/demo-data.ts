/**
 * Deterministic generator of results that look real (demo data): Korean names, net times
 * drawn per course from a log-normal spread that grows with age and differs by gender, cut at the
 * course's time limit (spec §9: half 2h30, mini 1h30, health 1h), start waves that make gun time
 * differ from net time. The same seed always gives the same rows, so demo rounds, the test fixture
 * and the benchmark file are reproducible. Not real people: every name is drawn from syllables.
 */
import type { Gender } from '@/lib/codes';
import { formatHms } from '@/lib/format/units';

export type DemoCourse = 'half' | 'mini' | 'health';

interface CourseModel {
  ticketName: string;
  /** Median net time of a man around 35, seconds. */
  median: number;
  fastest: number;
  limit: number;
  /** Gun start, seconds since midnight KST (spec §1: half 09:00, mini 09:15, health 09:30). */
  gunStart: number;
  firstBib: number;
}

export const DEMO_COURSES: Record<DemoCourse, CourseModel> = {
  half: { ticketName: '하프', median: 2 * 3600 - 300, fastest: 3600 + 8 * 60, limit: 150 * 60, gunStart: 9 * 3600, firstBib: 1001 },
  mini: { ticketName: '미니(10km)', median: 56 * 60, fastest: 31 * 60, limit: 90 * 60, gunStart: 9 * 3600 + 15 * 60, firstBib: 3001 },
  health: { ticketName: '건강(5km)', median: 33 * 60, fastest: 15 * 60, limit: 60 * 60, gunStart: 9 * 3600 + 30 * 60, firstBib: 6001 },
};

const SURNAMES =
  '김김김김이이이박박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예봉경사부황보'.split(
    '',
  );
const GIVEN_M = '민준서진우현호성재영동훈석철수상태종승정지원혁규범찬희용기환일광'.split('');
const GIVEN_F = '서지민수현은영희정아연유진혜미소하윤경숙다예주나리'.split('');

/** mulberry32: a small, well-known seeded PRNG (uniform in [0, 1)). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoResult {
  backNo: string;
  runnerName: string;
  gender: Gender;
  birthYear: number;
  age: number;
  netTime: number;
  gunTime: number;
  startTime: number;
  finishTime: number;
  /** Place within gender by net time, equal times sharing a place (1-2-2-4): the file's own places. */
  place: number;
}

/**
 * `count` finishers of `course` in a race held in `raceYear`, from `seed`. Bibs are consecutive from
 * the course's first bib; about 30% women (half) to 50% (health); ages 16 to 78.
 */
export function generateResults(opts: { seed: number; course: DemoCourse; count: number; raceYear: number }): DemoResult[] {
  const model = DEMO_COURSES[opts.course];
  const rnd = prng(opts.seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const womenShare = opts.course === 'half' ? 0.3 : opts.course === 'mini' ? 0.4 : 0.5;
  const out: Omit<DemoResult, 'place'>[] = [];
  while (out.length < opts.count) {
    const gender: Gender = rnd() < womenShare ? 'F' : 'M';
    const age = Math.min(78, Math.max(opts.course === 'half' ? 18 : 16, Math.round(44 + normal() * 12)));
    const given = gender === 'M' ? GIVEN_M : GIVEN_F;
    const runnerName =
      SURNAMES[Math.floor(rnd() * SURNAMES.length)] + given[Math.floor(rnd() * given.length)] + given[Math.floor(rnd() * given.length)];
    const ageFactor = 1 + Math.max(0, age - 35) * 0.009 + Math.max(0, 25 - age) * 0.004;
    const net = Math.round(model.median * (gender === 'F' ? 1.11 : 1) * ageFactor * Math.exp(normal() * 0.14));
    if (net < model.fastest || net > model.limit) continue; // outside the field or past the time limit: no result
    const delay = Math.floor(rnd() * rnd() * 240); // rear of the start pen crosses the line later
    const startTime = model.gunStart + delay;
    out.push({
      backNo: String(model.firstBib + out.length),
      runnerName,
      gender,
      birthYear: opts.raceYear - age,
      age,
      netTime: net,
      gunTime: net + delay,
      startTime,
      finishTime: startTime + net,
    });
  }
  const places = new Map<Omit<DemoResult, 'place'>, number>();
  for (const g of ['M', 'F'] as const) {
    const sorted = out.filter((r) => r.gender === g).sort((a, b) => a.netTime - b.netTime);
    sorted.forEach((r, i) => places.set(r, i > 0 && sorted[i - 1].netTime === r.netTime ? places.get(sorted[i - 1])! : i + 1));
  }
  return out.map((r) => ({ ...r, place: places.get(r)! }));
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * A results file of `rows` as a Korean timing company exports it: headers 배번, 성명, 성별, 나이,
 * 출발시간, 도착시간, 건타임, 기록, 순위 (place within gender), CRLF lines.
 */
export function resultsCsv(rows: DemoResult[]): string {
  const lines = ['배번,성명,성별,나이,출발시간,도착시간,건타임,기록,순위'];
  for (const r of rows) {
    lines.push(
      [
        r.backNo,
        quote(r.runnerName),
        r.gender === 'M' ? '남' : '여',
        String(r.age),
        formatHms(r.startTime),
        formatHms(r.finishTime),
        formatHms(r.gunTime),
        formatHms(r.netTime),
        String(r.place),
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
