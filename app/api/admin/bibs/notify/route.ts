import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { sendBibSms } from '@/lib/bibs/notify';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { staffArea } from '@/lib/race-day/staff-areas';
import { bibNotifySchema } from '@/lib/validation/bibs';

/** POST /api/admin/bibs/notify {ticketSeq?} → {queued}: the bib SMS (bib and kit QR link) to runners not yet told this bib. */
export const POST = adminRoute(staffArea('bibs', { audit: 'bibs.sms' }), async (req) => {
  const { ticketSeq } = await parseJson(req, bibNotifySchema);
  return NextResponse.json(await sendBibSms(getDb(), ticketSeq));
});
