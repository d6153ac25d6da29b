/**
 * The facts of an edition that the guide, course and trekking pages show (dates, fees, capacities,
 * start times, time limits), computed from the event and its courses, never typed by hand, so the
 * pages cannot disagree with the banner, the forms or the SMS. Staff texts name them as
 * `{{assemblyTime}}`, `{{fee:HALF}}`, … and `fillFacts` puts the values in. Pure and client-safe:
 * the caller passes a translator of the `content.facts` formats.
 */
import type { CourseId } from './course-routes';
import { kstDayAndTime } from '@/lib/editions/rules';
import { kstParts } from '@/lib/time/kst';

/** The course of /course and its anchor, by the ticket code the race uses (spec §3 codes). */
export const COURSE_OF_CODE: Record<string, CourseId> = { HALF: 'half', '10KM': 'mini', HEALTH: 'health' };

/** What facts need of an edition (a subset of the events row). */
export interface FactsEvent {
  eventName: string;
  holdRound: number;
  organizer: string | null;
  raceDate: Date;
  eventOpen: Date;
  eventClose: Date;
}

/** What facts need of a course (a subset of the tickets row; money in won, distance in km). */
export interface FactsTicket {
  ticketCode: string;
  ticketName: string;
  ticketType: string;
  ticketPrice: number;
  acceptable: number;
  distanceKm: string | number;
  startTime: string | null;
  timeLimitMinutes: number | null;
  disabledPrice: number | null;
  schoolGroupPrice: number | null;
  choiceOption: string | null;
}

/** Translates a `content.facts` format with its values. */
export type FactsTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The named facts, and the race-day courses in display order (the pages' tables). */
export interface PageFacts {
  values: Record<string, string>;
  courses: Array<{
    code: string;
    name: string;
    distance: string;
    startTime: string;
    timeLimit: string;
    fee: string;
    reductions: string[];
    /** Places of the course (a number, for totals). */
    capacity: number;
    /** The places as the pages write them ('1,000명' / '1,000'). */
    capacityText: string;
  }>;
}

const EN_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Seoul',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const KO_WEEKDAY = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', weekday: 'short' });

/** The race-day date as a reader expects it: '2026년 10월 18일 (일)' / 'Sunday 18 October 2026'. */
export function raceDayText(d: Date, locale: string): string {
  if (locale === 'en') return EN_DAY.format(d).replace(',', '');
  const p = kstParts(d);
  return `${p.year}년 ${p.month}월 ${p.day}일 (${KO_WEEKDAY.format(d)})`;
}

/** A KST instant with its date and time, for the registration period. */
function instantText(d: Date, locale: string): string {
  return `${raceDayText(d, locale)} ${kstDayAndTime(d).time}`;
}

/**
 * The facts of `event` and its race-day (offline) `tickets` in `locale`, with `t` translating the
 * formats of `content.facts`. Keys: eventName, holdRound, organizer, raceDay, assemblyTime, period,
 * courses, startTimes, timeLimits, capacities, options (souvenir sizes), and per course code
 * `distance:CODE`, `startTime:CODE`, `timeLimit:CODE`, `fee:CODE`, `capacity:CODE`. Pure.
 */
export function pageFacts(event: FactsEvent, tickets: readonly FactsTicket[], locale: string, t: FactsTranslator): PageFacts {
  const won = (n: number) => t('won', { amount: n.toLocaleString('ko-KR') });
  const limit = (m: number | null) => {
    if (m === null) return '-';
    const h = Math.floor(m / 60);
    const min = m % 60;
    return h === 0 ? t('minutes', { m: min }) : min === 0 ? t('hours', { h }) : t('hoursMinutes', { h, m: min });
  };
  const km = (d: string | number) => t('km', { km: Number(d).toString() });
  const places = (x: FactsTicket) => t('people', { n: x.acceptable.toLocaleString('ko-KR') });
  const race = tickets.filter((x) => x.ticketType === 'offline');
  const list = (f: (x: FactsTicket) => string) => race.map((x) => t('courseValue', { course: x.ticketName, value: f(x) })).join(t('list'));
  const values: Record<string, string> = {
    eventName: event.eventName,
    holdRound: String(event.holdRound),
    organizer: event.organizer ?? '',
    raceDay: raceDayText(event.raceDate, locale),
    assemblyTime: kstDayAndTime(event.raceDate).time,
    period: t('periodValue', { open: instantText(event.eventOpen, locale), close: instantText(event.eventClose, locale) }),
    courses: race.map((x) => t('courseDistance', { course: x.ticketName, distance: km(x.distanceKm) })).join(t('list')),
    startTimes: list((x) => x.startTime ?? '-'),
    timeLimits: list((x) => limit(x.timeLimitMinutes)),
    capacities: list(places),
    options: (race.find((x) => x.choiceOption)?.choiceOption ?? '').split(',').join(', '),
  };
  for (const x of race) {
    values[`distance:${x.ticketCode}`] = km(x.distanceKm);
    values[`startTime:${x.ticketCode}`] = x.startTime ?? '-';
    values[`timeLimit:${x.ticketCode}`] = limit(x.timeLimitMinutes);
    values[`fee:${x.ticketCode}`] = won(x.ticketPrice);
    values[`capacity:${x.ticketCode}`] = places(x);
  }
  return {
    values,
    courses: race.map((x) => ({
      code: x.ticketCode,
      name: x.ticketName,
      distance: km(x.distanceKm),
      startTime: x.startTime ?? '-',
      timeLimit: limit(x.timeLimitMinutes),
      fee: won(x.ticketPrice),
      capacity: x.acceptable,
      capacityText: places(x),
      reductions: [
        ...(x.disabledPrice !== null ? [t('disabled', { fee: won(x.disabledPrice) })] : []),
        ...(x.schoolGroupPrice !== null ? [t('school', { fee: won(x.schoolGroupPrice) })] : []),
      ],
    })),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `html` with every `{{name}}` of `values` replaced by its value (HTML-escaped, so a fact can never
 * add markup); a name that is not a fact is left as written, so staff see it in the preview. Pure.
 */
export function fillFacts(html: string, values: Record<string, string>): string {
  return html.replace(/\{\{\s*([A-Za-z]+(?::[A-Za-z0-9_-]+)?)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name]) : whole,
  );
}
