import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { checkinUrl } from '@/lib/checkin/qr';
import { checkinToken } from '@/lib/checkin/token';
import { raceCourse } from '@/lib/race-day/course';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { messageTo, RUNNER_EMAIL_SQL } from '@/lib/sms/contact';

/** The answer of POST /api/admin/bibs/notify: how many bib messages were queued. */
export interface BibSmsAnswer {
  queued: number;
}

/**
 * POST /api/admin/bibs/notify {ticketSeq?} (bib assignment: the SMS staff send when bibs are
 * final): every paid live runner of the course (or of every race-day course) who has a bib and was not
 * yet told this bib gets an SMS with the bib and the link to their kit QR code (/apply/checkin). The
 * message and its record in runner_notices are written in one transaction through the durable outbox
 * (lib/sms/outbox.ts): a second click, or two staff at once, sends nobody twice; a runner whose bib
 * changed since is told the new one. Returns how many messages were queued.
 */
export async function sendBibSms(db: Db, ticketSeq?: number): Promise<BibSmsAnswer> {
  const event = ticketSeq === undefined ? await getCurrentEvent(db) : (await raceCourse(db, ticketSeq)).event;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      runner_seq: number;
      joiner_id: number;
      runner_name: string;
      cellphone: string;
      email: string | null;
      back_no: number;
      ticket_name: string;
    }>(sql`
      WITH due AS (
        SELECT r.runner_seq, r.joiner_id, r.runner_name, r.cellphone, ${sql.raw(RUNNER_EMAIL_SQL)} AS email, r.back_no, r.ticket_name
          FROM runners r
          JOIN joiners j ON j.joiner_id = r.joiner_id AND j.payment_status = 'CMPL'
          JOIN tickets t ON t.ticket_seq = r.ticket_seq AND t.ticket_type = 'offline'
         WHERE r.event_id = ${event.eventId} AND r.active AND r.back_no IS NOT NULL
           ${ticketSeq === undefined ? sql`` : sql`AND r.ticket_seq = ${ticketSeq}`}
      ),
      told AS (
        INSERT INTO runner_notices (runner_seq, kind, back_no, sent_at)
        SELECT runner_seq, 'bib', back_no, now() FROM due
        ON CONFLICT (runner_seq, kind) DO UPDATE SET back_no = EXCLUDED.back_no, sent_at = EXCLUDED.sent_at
          WHERE runner_notices.back_no IS DISTINCT FROM EXCLUDED.back_no
        RETURNING runner_seq
      )
      SELECT due.* FROM due JOIN told USING (runner_seq)`);
    // A runner from abroad is told by e-mail: at their own address, else the applicant's (lib/sms/contact.ts).
    const drafts = rows.flatMap((r) => {
      const link = checkinUrl(checkinToken(r.runner_seq));
      const draft = messageTo(
        r,
        { kind: 'bib', body: smsText.bib(event.eventName, r.runner_name, r.back_no, r.ticket_name, link), joinerId: r.joiner_id },
        { event: event.eventName, name: r.runner_name, backNo: r.back_no, course: r.ticket_name, link },
      );
      return draft ? [draft] : [];
    });
    await queueSms(tx, drafts);
    return { queued: drafts.length };
  });
}
