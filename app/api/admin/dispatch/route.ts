import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { dispatchSummary } from '@/lib/dispatch/parcels';
import { adminRoute } from '@/lib/http/admin-route';
import { staffArea } from '@/lib/race-day/staff-areas';

/** GET /api/admin/dispatch: parcels of the current edition, with a tracking number, told by SMS. */
export const GET = adminRoute(staffArea('dispatch'), async () => NextResponse.json(await dispatchSummary(getDb())));
