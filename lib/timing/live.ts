import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { personalRecords, recordImports, tickets } from '@/db/schema';
import type { TimingPoint } from '@/lib/codes';
import { cached } from '@/lib/cache/memo';
import { raceCourse } from '@/lib/race-day/course';
import { formatHms } from '@/lib/format/units';
import { getCurrentEvent, type EventRow, type TicketRow } from '@/lib/registration/current-event';
import { kstDate, kstParts } from '@/lib/time/kst';
import { computeBoard, type BoardRow, type RunnerPassings } from './board';
import { splitPointsOfCourse } from './points';

/**
 * The public live results (live results: `/record/live`, GET /api/live): per race-day course
 * of the current edition, the preliminary board computed from the passings (lib/timing/board.ts), or,
 * once staff have imported the official results of that round and course (/user/events/record-import,
 * the course's name), the official results in its place.
 */

/** How long a worker serves a board before reading the passings again (ms): polling costs one query per course per second or two. */
export const LIVE_TTL_MS = 2_000;

/** Cache-Control of GET /api/live: browsers poll every 5 s, a CDN or proxy in front answers the crowd for 2 s. */
export const LIVE_CACHE_CONTROL = 'public, max-age=2, s-maxage=2, stale-while-revalidate=10';

export interface LiveRow {
  place: number | null;
  genderPlace: number | null;
  backNo: string | null;
  runnerName: string;
  gender: string | null;
  splits: Record<string, string>;
  finishTime: string | null;
}

export interface LiveBoard {
  ticketSeq: number;
  ticketName: string;
  ticketNameEn: string | null;
  /** True while the rows are the timing company's passings (잠정 기록), false once official. */
  preliminary: boolean;
  /** Split columns in course order ('5k', '10k', '15k'; official results: the file's split names). */
  splits: string[];
  finishers: number;
  onCourse: number;
  /** When this board was computed (ISO). */
  updatedAt: string;
  /** Rows of the whole board (before `limit` and `q`). */
  total: number;
  rows: LiveRow[];
}

/**
 * The rows of `board` a reader asked for: those whose bib is `q` or whose name contains it (case
 * blind), then the first `limit`. `total` stays the board's. Pure.
 */
export function selectRows(board: LiveBoard, opts: { limit?: number; q?: string }): LiveBoard {
  const q = opts.q?.trim().toLowerCase();
  let rows = q ? board.rows.filter((r) => r.backNo === q || r.runnerName.toLowerCase().includes(q)) : board.rows;
  if (opts.limit !== undefined) rows = rows.slice(0, opts.limit);
  return rows === board.rows ? board : { ...board, rows };
}

/** The gun start of a course on race day: the edition's race date (KST) at the course's start time, or null. */
export function gunStartOf(event: Pick<EventRow, 'raceDate'>, ticket: Pick<TicketRow, 'startTime'>): Date | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(ticket.startTime ?? '');
  if (!m) return null;
  const d = kstParts(event.raceDate);
  return kstDate(d.year, d.month, d.day, Number(m[1]), Number(m[2]));
}

/** The race-day courses of the current edition (the board's tabs), in display order. */
export async function liveCourses(db: DbOrTx): Promise<Array<Pick<TicketRow, 'ticketSeq' | 'ticketName' | 'ticketNameEn'>>> {
  const event = await getCurrentEvent(db);
  return db
    .select({ ticketSeq: tickets.ticketSeq, ticketName: tickets.ticketName, ticketNameEn: tickets.ticketNameEn })
    .from(tickets)
    .where(and(eq(tickets.eventId, event.eventId), eq(tickets.ticketType, 'offline')))
    .orderBy(asc(tickets.displayOrder), asc(tickets.ticketSeq));
}

async function preliminaryRows(db: DbOrTx, event: EventRow, ticket: TicketRow): Promise<BoardRow[]> {
  const { rows } = await db.execute<{
    runner_seq: number;
    back_no: number | null;
    runner_name: string;
    gender: 'M' | 'F';
    point: TimingPoint;
    times: string[];
  }>(sql`
    SELECT r.runner_seq, r.back_no, r.runner_name, r.gender, p.point, array_agg(p.passed_at) AS times
      FROM timing_passings p JOIN runners r ON r.runner_seq = p.runner_seq
     WHERE p.ticket_seq = ${ticket.ticketSeq} AND p.event_id = ${event.eventId}
     GROUP BY r.runner_seq, p.point`);
  const byRunner = new Map<number, RunnerPassings>();
  for (const r of rows) {
    let runner = byRunner.get(r.runner_seq);
    if (!runner)
      byRunner.set(
        r.runner_seq,
        (runner = { runnerSeq: r.runner_seq, backNo: r.back_no, runnerName: r.runner_name, gender: r.gender, times: {} }),
      );
    runner.times[r.point] = parseTimes(r.times);
  }
  return computeBoard(Number(ticket.distanceKm), gunStartOf(event, ticket), [...byRunner.values()]);
}

/** node-postgres gives a timestamptz[] from array_agg either parsed or as its text form '{"…","…"}'. */
function parseTimes(v: unknown): Date[] {
  if (Array.isArray(v)) return v.map((t) => (t instanceof Date ? t : new Date(String(t))));
  return String(v)
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((t) => new Date(t.replace(/^"|"$/g, '')));
}

async function officialBoard(db: DbOrTx, event: EventRow, ticket: TicketRow) {
  const rows = await db
    .select({
      backNo: personalRecords.backNo,
      runnerName: personalRecords.runnerName,
      gender: personalRecords.gender,
      elapseTime: personalRecords.elapseTime,
      totalRank: personalRecords.totalRank,
      splits: personalRecords.splits,
    })
    .from(personalRecords)
    .where(and(eq(personalRecords.holdRound, event.holdRound), eq(personalRecords.ticketName, ticket.ticketName)))
    .orderBy(asc(personalRecords.elapseTime), asc(personalRecords.recordId));
  const splitNames = [...new Set(rows.flatMap((r) => Object.keys(r.splits ?? {})))];
  let lastTime = -1;
  let lastPlace = 0;
  const out: LiveRow[] = rows.map((r, i) => {
    if (r.elapseTime !== lastTime) lastPlace = i + 1;
    lastTime = r.elapseTime ?? -1;
    return {
      place: r.elapseTime === null ? null : lastPlace,
      genderPlace: r.totalRank,
      backNo: r.backNo,
      runnerName: r.runnerName,
      gender: r.gender,
      splits: Object.fromEntries(Object.entries(r.splits ?? {}).map(([k, v]) => [k, formatHms(v)])),
      finishTime: r.elapseTime === null ? null : formatHms(r.elapseTime),
    };
  });
  return { rows: out, splitNames };
}

/** True when staff imported official (not demo) results of this round and course. */
async function hasOfficial(db: DbOrTx, holdRound: number, ticketName: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: recordImports.importId })
    .from(recordImports)
    .where(and(eq(recordImports.holdRound, holdRound), eq(recordImports.ticketName, ticketName), eq(recordImports.isDemo, false)))
    .limit(1);
  return Boolean(hit);
}

/** A board as a worker keeps it: the public answer, and each runner's preliminary row (for the finish SMS). */
interface KeptBoard {
  board: LiveBoard;
  byRunner: Map<number, BoardRow>;
}

async function loadBoard(db: DbOrTx, ticketSeq: number, now: Date): Promise<KeptBoard> {
  const { event, ticket } = await raceCourse(db, ticketSeq);
  const head = { ticketSeq, ticketName: ticket.ticketName, ticketNameEn: ticket.ticketNameEn, updatedAt: now.toISOString() };
  if (await hasOfficial(db, event.holdRound, ticket.ticketName)) {
    const { rows, splitNames } = await officialBoard(db, event, ticket);
    const board = {
      ...head,
      preliminary: false,
      splits: splitNames,
      finishers: rows.filter((r) => r.place !== null).length,
      onCourse: 0,
      total: rows.length,
      rows,
    };
    return { board, byRunner: new Map() };
  }
  const board = await preliminaryRows(db, event, ticket);
  const rows: LiveRow[] = board.map((r) => ({
    place: r.place,
    genderPlace: r.genderPlace,
    backNo: r.backNo === null ? null : String(r.backNo),
    runnerName: r.runnerName,
    gender: r.gender,
    splits: r.splits,
    finishTime: r.finishTime,
  }));
  const finishers = rows.filter((r) => r.finishTime !== null).length;
  return {
    board: {
      ...head,
      preliminary: true,
      splits: splitPointsOfCourse(Number(ticket.distanceKm)),
      finishers,
      onCourse: rows.length - finishers,
      total: rows.length,
      rows,
    },
    byRunner: new Map(board.map((r) => [r.runnerSeq, r])),
  };
}

function keptBoard(db: DbOrTx, ticketSeq: number): Promise<KeptBoard> {
  return cached(`live-board:${ticketSeq}`, LIVE_TTL_MS, () => loadBoard(db, ticketSeq, new Date()), LIVE_TTL_MS);
}

/**
 * GET /api/live?ticketSeq= : the board of a race-day course of the current edition, computed at most
 * once per LIVE_TTL_MS per worker (readers meanwhile share it). 400 `raceDay.unknownCourse` for any
 * other course.
 */
export async function liveBoard(db: DbOrTx, ticketSeq: number): Promise<LiveBoard> {
  return (await keptBoard(db, ticketSeq)).board;
}

/**
 * A runner's row of the preliminary board of course `ticketSeq` (place, net finish time), as the
 * board shows it at most LIVE_TTL_MS ago; null when the runner has no passing or the course's results
 * are official.
 */
export async function preliminaryRowOf(db: DbOrTx, ticketSeq: number, runnerSeq: number): Promise<BoardRow | null> {
  return (await keptBoard(db, ticketSeq)).byRunner.get(runnerSeq) ?? null;
}
