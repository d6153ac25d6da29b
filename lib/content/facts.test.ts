import { describe, expect, it } from 'vitest';
import { translate } from '@/lib/i18n/translate';
import { kstDate } from '@/lib/time/kst';
import { fillFacts, pageFacts } from './facts';

const event = {
  eventName: '제25회 대청호 마라톤대회',
  holdRound: 25,
  organizer: '조직위원회',
  raceDate: kstDate(2026, 10, 18, 8, 30),
  eventOpen: kstDate(2026, 4, 28, 10, 0),
  eventClose: kstDate(2026, 7, 11, 16, 0),
};
const ticket = (over: object) => ({
  ticketCode: 'HALF',
  ticketName: '하프',
  ticketType: 'offline',
  ticketPrice: 35000,
  acceptable: 1000,
  distanceKm: '21.0975',
  startTime: '09:00',
  timeLimitMinutes: 150,
  disabledPrice: 20000,
  schoolGroupPrice: null,
  choiceOption: '85,90,95',
  ...over,
});
const tickets = [
  ticket({}),
  ticket({
    ticketCode: 'HEALTH',
    ticketName: '건강',
    ticketPrice: 20000,
    distanceKm: '5',
    startTime: '09:30',
    timeLimitMinutes: 60,
    disabledPrice: null,
    schoolGroupPrice: 15000,
  }),
  ticket({ ticketCode: 'U10KM', ticketName: '언택트 10Km', ticketType: 'online' }),
];
const ko = pageFacts(event, tickets, 'ko', (k, v) => translate('ko', `content.facts.${k}`, v));

describe('facts of the guide and course pages, from the event data', () => {
  it('gives race day, assembly, period, courses, times, limits and places of the race-day courses only', () => {
    expect(ko.values.raceDay).toBe('2026년 10월 18일 (일)');
    expect(ko.values.assemblyTime).toBe('08:30');
    expect(ko.values.period).toBe('2026년 4월 28일 (화) 10:00 ~ 2026년 7월 11일 (토) 16:00');
    expect(ko.values.courses).toBe('하프 21.0975km · 건강 5km');
    expect(ko.values.startTimes).toBe('하프 09:00 · 건강 09:30');
    expect(ko.values.timeLimits).toBe('하프 2시간 30분 · 건강 1시간');
    expect(ko.values['fee:HALF']).toBe('35,000원');
    expect(ko.values['capacity:HEALTH']).toBe('1,000명');
    expect(ko.values.options).toBe('85, 90, 95');
    expect(ko.courses.map((c) => [c.code, c.reductions])).toEqual([
      ['HALF', ['장애인 20,000원']],
      ['HEALTH', ['10명 이상 학교 단체 15,000원']],
    ]);
    const en = pageFacts(event, tickets, 'en', (k, v) => translate('en', `content.facts.${k}`, v));
    expect(en.values.raceDay).toBe('Sunday 18 October 2026');
    expect(en.values.timeLimits).toBe('하프 2 h 30 min · 건강 1 h');
  });

  it('fills {{facts}} into staff text, escaped; unknown names stay as written', () => {
    expect(fillFacts('<p>{{assemblyTime}}까지, 참가비 {{ fee:HALF }}, {{nope}}</p>', ko.values)).toBe(
      '<p>08:30까지, 참가비 35,000원, {{nope}}</p>',
    );
    expect(fillFacts('{{eventName}}', { eventName: '<b>x</b>' })).toBe('&#60;b&#62;x&#60;/b&#62;');
  });
});
