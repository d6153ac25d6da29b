import 'server-only';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events, joiners, runners, tickets } from '@/db/schema';
import { ApiError, isApiError, notFound } from '@/lib/errors';
import { findByProof } from '@/lib/registration/self-service';
import type { UntactLookupInput } from '@/lib/validation/untact';
import { runCounts } from './eligibility';

/** An untact runner as POST /api/untact/search answers it (spec §3 "Untact runner"). */
export interface UntactRunnerView {
  runnerSeq: number;
  runnerName: string;
  ticketName: string;
  /** The course's English name for English mode (null = show ticketName). */
  ticketNameEn: string | null;
  joinSeq: number;
  /** Whether the registration is paid, so that the run counts (ranking, certificate; runCounts). */
  paid: boolean;
}

/** A registration runner of an online (untact) course, with what the record needs from its course. */
export interface UntactEntry {
  runner: typeof runners.$inferSelect;
  ticket: typeof tickets.$inferSelect;
  holdRound: number;
  /** The registration is paid: the run counts (runCounts). An unpaid runner's run is kept, not counted. */
  paid: boolean;
}

/** 404 'Untact record does not exist.' (spec §8). */
export function noUntactRunner(): ApiError {
  return notFound('untact.noRunner');
}

/**
 * The untact runners of a live registration found by the visitor's proof (registration number, name,
 * phone) from client `clientKey`. The lookup is findByProof's, so a wrong proof counts in the same
 * 10-an-hour (name, phone, client) limit as /apply/search and answers like it; a registration without an untact course, or a
 * cancelled one, is 'Untact record does not exist.' (404). An unpaid one (RSVT) is found, marked
 * `paid: false`.
 */
export async function untactEntriesByProof(db: DbOrTx, proof: UntactLookupInput, clientKey: string): Promise<UntactEntry[]> {
  let joinerId: number;
  let paid: boolean;
  try {
    const j = await findByProof(db, proof, clientKey);
    if (j.paymentStatus === 'CNCL') throw noUntactRunner();
    joinerId = j.joinerId;
    paid = runCounts(j.paymentStatus);
  } catch (err) {
    if (isApiError(err, 'S0001')) throw noUntactRunner();
    throw err;
  }
  const rows = await db
    .select({ runner: runners, ticket: tickets })
    .from(runners)
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(and(eq(runners.joinerId, joinerId), eq(runners.active, true), eq(tickets.ticketType, 'online')))
    .orderBy(asc(runners.runnerSeq));
  if (!rows.length) throw noUntactRunner();
  const holdRound = await holdRoundOf(db, rows[0].runner.eventId);
  return rows.map((r) => ({ ...r, holdRound, paid }));
}

/**
 * POST /api/untact/search (spec §7): the untact runners of the registration, each with `paid` (an
 * unpaid runner may upload; the page tells them the run counts once the payment is confirmed).
 */
export async function searchUntactRunners(
  db: DbOrTx,
  proof: UntactLookupInput,
  clientKey: string,
): Promise<{ runners: UntactRunnerView[] }> {
  const list = await untactEntriesByProof(db, proof, clientKey);
  return {
    runners: list.map(({ runner, ticket, paid }) => ({
      runnerSeq: runner.runnerSeq,
      runnerName: runner.runnerName,
      ticketName: runner.ticketName,
      ticketNameEn: ticket.ticketNameEn,
      joinSeq: runner.joinSeq,
      paid,
    })),
  };
}

/** The one untact runner `runnerSeq` of the registration proven by `proof`; 404 when it is not one of them. */
export async function untactEntryByProof(db: DbOrTx, proof: UntactLookupInput, runnerSeq: number, clientKey: string): Promise<UntactEntry> {
  const entry = (await untactEntriesByProof(db, proof, clientKey)).find((e) => e.runner.runnerSeq === runnerSeq);
  if (!entry) throw noUntactRunner();
  return entry;
}

async function holdRoundOf(db: DbOrTx, eventId: number): Promise<number> {
  const [ev] = await db.select({ holdRound: events.holdRound }).from(events).where(eq(events.eventId, eventId)).limit(1);
  return ev?.holdRound ?? 0;
}

/**
 * The registration runner `runnerSeq` of an online course found by the runner's own name and phone
 * (spec §7 footprint proof), or by the applicant's (the /record/untact lookup of a group entry), or
 * null. A cancelled registration does not count.
 */
export async function untactRunnerByOwnProof(db: DbOrTx, runnerSeq: number, runnerName: string, cellphone: string) {
  const [row] = await db
    .select({ runnerSeq: runners.runnerSeq, joinSeq: runners.joinSeq, paymentStatus: joiners.paymentStatus })
    .from(runners)
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .where(
      and(
        eq(runners.runnerSeq, runnerSeq),
        or(
          and(eq(runners.runnerName, runnerName), eq(runners.cellphone, cellphone)),
          and(eq(joiners.joinerName, runnerName), eq(joiners.cellphone, cellphone)),
        ),
        eq(runners.active, true),
        eq(tickets.ticketType, 'online'),
        ne(joiners.paymentStatus, 'CNCL'),
      ),
    )
    .limit(1);
  return row ?? null;
}
