import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { hashPassword } from '@/lib/auth/password';
import { kstDate, kstParts, KST_OFFSET_MS } from '@/lib/time/kst';
import * as schema from './schema';
import { seedRecordHistory } from './seed-records';
import { seedBoards } from './seed-boards';

type SeedDb = NodePgDatabase<typeof schema>;
export type SeedProfile = 'demo' | 'spec';

/** Dates of the 24th edition. `spec` keeps spec §1/§9's; `demo` opens registration now, race ahead. */
export function editionDates(profile: SeedProfile, now = new Date()) {
  if (profile === 'spec') {
    return {
      eventOpen: kstDate(2025, 4, 28, 10, 0),
      eventClose: kstDate(2025, 7, 11, 16, 0),
      raceDate: kstDate(2025, 10, 19, 8, 30), // a Sunday in October 2025
    };
  }
  const day = 24 * 60 * 60 * 1000;
  const p = kstParts(new Date(now.getTime() + 60 * day));
  // The Sunday on or after 60 days from now, KST.
  const base = kstDate(p.year, p.month, p.day, 8, 30);
  const weekday = new Date(base.getTime() + KST_OFFSET_MS).getUTCDay();
  const raceDate = new Date(base.getTime() + ((7 - weekday) % 7) * day);
  return { eventOpen: new Date(now.getTime() - 7 * day), eventClose: new Date(now.getTime() + 45 * day), raceDate };
}

const TSHIRT_SIZES = '85,90,95,100,105,110,115';

const NOTICES: Array<[string, string]> = [
  ['제24회 대회 참가 접수 안내', '참가 신청은 개인/단체 접수 페이지에서 하실 수 있습니다. 입금 확인 후 접수가 완료됩니다.'],
  ['참가비 입금 계좌 안내', '참가비는 대회 안내에 적힌 계좌로 신청자 이름과 전화번호 뒤 4자리로 입금해 주세요.'],
  ['단체 접수 시 유의사항', '단체 접수는 2인 이상부터 가능하며 단체명 중복 확인이 필요합니다.'],
  ['기념품(티셔츠) 사이즈 안내', '기념 티셔츠는 85부터 115까지 준비되어 있습니다. 사이즈 교환은 불가합니다.'],
  ['대회 당일 교통 통제 안내', '대회 당일 08:00부터 12:00까지 코스 주변 도로가 통제됩니다.'],
  ['배번호 및 기록칩 배부 안내', '배번호와 기록칩은 대회 1주 전 신청 주소로 발송됩니다.'],
  ['하프코스 참가 연령 제한 안내', '하프코스는 대회일 기준 만 18세 이상만 참가할 수 있습니다.'],
  ['우천 시 대회 진행 안내', '우천 시에도 대회는 정상 진행됩니다. 기상 악화 시 홈페이지로 공지합니다.'],
  ['접수 마감 후 환불 불가 안내', '접수 기간이 끝난 후에는 참가비 환불이 되지 않습니다.'],
  ['물품 보관소 운영 안내', '출발 지점 옆에 물품 보관소를 운영합니다. 귀중품은 보관하지 마세요.'],
];

/**
 * English texts of the demo edition (shown in English mode; the `spec` profile leaves them to staff,
 * so its English pages show the Korean texts): the edition, courses by ticketCode, and the first
 * notices by their Korean title. The other notices stay Korean-only, as a real office's would.
 */
const DEMO_ENGLISH = {
  event: {
    eventNameEn: '24th Daecheong Lake Marathon',
    subscriptEn: 'An autumn festival run between the lake and the mountains',
    organizerEn: 'Daecheong Lake Marathon Organising Committee',
  },
  courses: {
    HALF: 'Half (21.0975 km)',
    '10KM': 'Mini (10 km)',
    HEALTH: 'Health (5 km)',
    U10KM: 'Untact 10 km',
    U18KM: 'Untact 18 km',
  } as Record<string, string>,
  souvenirEn: 'Commemorative T-shirt',
  notices: {
    '제24회 대회 참가 접수 안내': [
      'Registration for the 24th race',
      'Register on the individual or group registration page. Your entry is complete once the payment is confirmed.',
    ],
    '참가비 입금 계좌 안내': [
      'Bank account for the entry fee',
      'Transfer the entry fee to the account given in the race guide, as the applicant name followed by the last 4 digits of the phone number.',
    ],
    '대회 당일 교통 통제 안내': ['Road closures on race day', 'Roads around the course are closed from 08:00 to 12:00 on race day.'],
  } as Record<string, [string, string]>,
};

/** The demo profile's English fields of a ticket (by ticketCode); nothing for the `spec` profile. */
function englishTicket(profile: SeedProfile, ticketCode: string) {
  if (profile !== 'demo') return {};
  return { ticketNameEn: DEMO_ENGLISH.courses[ticketCode] ?? null, souvenirEn: DEMO_ENGLISH.souvenirEn };
}

/**
 * The untact (virtual) courses of the demo edition (spec: 10Km and 18Km): ticket type 'online', on
 * sale with the offline courses, and an activity window (the days in which a run counts) open from
 * a week ago to 30 days ahead, so a runner can register and upload now.
 */
export function untactTickets(eventId: number, eventOpen: Date, eventClose: Date, now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const common = {
    eventId,
    ticketType: 'online' as const,
    saleOpenTime: eventOpen,
    saleCloseTime: eventClose,
    souvenir: '기념티셔츠',
    choiceOption: TSHIRT_SIZES,
    activityOpenTime: new Date(now.getTime() - 7 * day),
    activityCloseTime: new Date(now.getTime() + 30 * day),
  };
  return [
    { ...common, ticketCode: 'U10KM', ticketName: '언택트 10Km', ticketPrice: 20000, displayOrder: 11, acceptable: 2000, distanceKm: '10' },
    { ...common, ticketCode: 'U18KM', ticketName: '언택트 18Km', ticketPrice: 25000, displayOrder: 12, acceptable: 2000, distanceKm: '18' },
  ];
}

export interface SeedResult {
  seeded: boolean;
  adminPassword?: string; // only when generated; printed once by the caller
}

/**
 * Seeds an empty database with the 24th edition (spec §1, §9): courses, start times, prices,
 * capacities, t-shirt options, registration period, bank account, ten notices, three Q&A threads, one
 * photo album and one staff account ('admin', password `opts.adminPassword` (the scripts pass
 * ADMIN_PASSWORD) or generated). Does nothing
 * when an edition already exists, except completing the record history (db/seed-records.ts: rounds
 * 1..23, demo results), which is idempotent.
 */
export async function seed(db: SeedDb, profile: SeedProfile, opts: { adminPassword?: string; now?: Date } = {}): Promise<SeedResult> {
  const now = opts.now ?? new Date();
  const [{ n }] = await db.select({ n: count() }).from(schema.events);
  if (n > 0) {
    await seedRecordHistory(db, profile);
    return { seeded: false };
  }
  const { eventOpen, eventClose, raceDate } = editionDates(profile, now);

  const result = await db.transaction(async (tx) => {
    const [ev] = await tx
      .insert(schema.events)
      .values({
        eventCode: 'DCM24',
        holdRound: 24,
        eventName: '제24회 대청호 마라톤대회',
        subscript: '호수와 산 사이를 달리는 가을 축제',
        homeUrl: 'http://localhost:3000',
        companyNo: '305-82-00000',
        organizer: '대청호 마라톤대회 조직위원회',
        managerName: '김대회',
        cellphone: '0421234567',
        email: 'office@marathon.example',
        bankName: '농협은행',
        accountNo: '301-0024-2025-01',
        accountHolder: '대청호마라톤조직위원회',
        raceDate,
        eventOpen,
        eventClose,
        isCurrent: true,
        ...(profile === 'demo' ? DEMO_ENGLISH.event : {}),
      })
      .returning({ eventId: schema.events.eventId });

    const common = {
      eventId: ev.eventId,
      ticketType: 'offline' as const,
      saleOpenTime: eventOpen,
      saleCloseTime: eventClose,
      souvenir: '기념티셔츠',
      choiceOption: TSHIRT_SIZES,
    };
    const offline = [
      {
        ...common,
        ticketCode: 'HALF',
        ticketName: '하프',
        ticketPrice: 35000,
        displayOrder: 1,
        acceptable: 1000,
        distanceKm: '21.0975',
        startTime: '09:00',
        timeLimitMinutes: 150,
        minAge: 18,
        disabledPrice: 20000,
      },
      {
        ...common,
        ticketCode: '10KM',
        ticketName: '미니(10km)',
        ticketPrice: 35000,
        displayOrder: 2,
        acceptable: 1500,
        distanceKm: '10',
        startTime: '09:15',
        timeLimitMinutes: 90,
        minSchool: 'elementary',
        disabledPrice: 20000,
        schoolGroupPrice: 30000,
      },
      {
        ...common,
        ticketCode: 'HEALTH',
        ticketName: '건강(5km)',
        ticketPrice: 20000,
        displayOrder: 3,
        acceptable: 1000,
        distanceKm: '5',
        startTime: '09:30',
        timeLimitMinutes: 60,
        schoolGroupPrice: 15000,
      },
    ];
    await tx.insert(schema.tickets).values(offline.map((t) => ({ ...t, ...englishTicket(profile, t.ticketCode) })));
    if (profile === 'demo')
      await tx
        .insert(schema.tickets)
        .values(untactTickets(ev.eventId, eventOpen, eventClose, now).map((t) => ({ ...t, ...englishTicket(profile, t.ticketCode) })));

    const day = 24 * 60 * 60 * 1000;
    await tx.insert(schema.posts).values(
      NOTICES.map(([title, content], i) => ({
        boardType: 'notice' as const,
        title,
        content,
        ...(profile === 'demo' && DEMO_ENGLISH.notices[title]
          ? { titleEn: DEMO_ENGLISH.notices[title][0], contentEn: DEMO_ENGLISH.notices[title][1] }
          : {}),
        author: '관리자',
        createTime: new Date(now.getTime() - (NOTICES.length - i) * day),
      })),
    );
    await seedBoards(tx, now);

    let adminPassword: string | undefined;
    const [{ staff }] = await tx.select({ staff: count() }).from(schema.staffUsers).where(eq(schema.staffUsers.userName, 'admin'));
    if (staff === 0) {
      const password = opts.adminPassword || randomBytes(12).toString('base64url');
      if (!opts.adminPassword) adminPassword = password;
      // The first account directs the race: it creates the others (/user/staff) and, as it sees personal
      // data, sets up two-step sign-in at its first sign-in.
      await tx
        .insert(schema.staffUsers)
        .values({ userName: 'admin', displayName: '관리자', role: 'director', passwordHash: await hashPassword(password) });
    }
    return { seeded: true, adminPassword };
  });
  await seedRecordHistory(db, profile);
  return result;
}
