import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler } from '@/lib/http/handler';
import { TICKET_INFO_CACHE_CONTROL, ticketInfo } from '@/lib/registration/sold';

/** GET /api/join/ticket-info (spec §7): every ticket of the current edition; the client filters by ticketType. */
export const GET = apiHandler(async () => {
  return NextResponse.json(await ticketInfo(getDb()), { headers: { 'Cache-Control': TICKET_INFO_CACHE_CONTROL } });
});
