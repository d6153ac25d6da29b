import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler } from '@/lib/http/handler';
import { SOLD_CACHE_CONTROL, ticketSold } from '@/lib/registration/sold';

/**
 * GET /api/ticket/sold (spec §7): live counts per course, polled every 10 s by the home page. Served
 * from the per-process cache (no query per request) with CDN-friendly Cache-Control.
 */
export const GET = apiHandler(async () => {
  const rows = await ticketSold(getDb());
  return NextResponse.json(rows, { headers: { 'Cache-Control': SOLD_CACHE_CONTROL } });
});
