import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { createNextEdition } from '@/lib/editions/next-edition';
import { adminRoute } from '@/lib/http/admin-route';

/**
 * POST /api/admin/event/{code}/next (no body): the next edition made from edition `code` (courses,
 * prices, capacities, options, windows a year later, race day 52 weeks later): {eventCode, holdRound}.
 */
export const POST = adminRoute<{ params: Promise<{ code: string }> }>(
  { roles: ACCESS.eventSettings, body: 'none', audit: 'edition.create' },
  async (_req, staff, { params }) => {
    const { code } = await params;
    return NextResponse.json(await createNextEdition(getDb(), code, staff));
  },
);
