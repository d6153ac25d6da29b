import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { saveEditionDates } from '@/lib/editions/dates';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { editionDatesSchema } from '@/lib/validation/editions';

/**
 * PUT /api/admin/event/{code}/dates {raceDay, assemblyTime, eventOpen, eventClose, startTimes:[{ticketSeq,
 * startTime}]}: race day, assembly and start times (KST) and the registration period of an edition.
 */
export const PUT = adminRoute<{ params: Promise<{ code: string }> }>(
  { roles: ACCESS.eventSettings, audit: 'edition.dates' },
  async (req, staff, { params }) => {
    const { code } = await params;
    const saved = await saveEditionDates(getDb(), code, await parseJson(req, editionDatesSchema), staff);
    refreshPublicPages('event');
    return NextResponse.json(saved);
  },
);
