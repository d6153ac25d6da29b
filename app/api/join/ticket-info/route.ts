import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler } from '@/lib/http/handler';
import { getCurrentEvent, listTickets, publicTicket } from '@/lib/registration/current-event';

export const dynamic = 'force-dynamic';

/** GET /api/join/ticket-info (spec §7): every ticket of the current edition; the client filters by ticketType. */
export const GET = apiHandler(async () => {
  const db = getDb();
  const ev = await getCurrentEvent(db);
  const list = await listTickets(db, ev.eventId);
  return NextResponse.json(list.map(publicTicket));
});
