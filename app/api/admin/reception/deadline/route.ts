import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { changeDeadline } from '@/lib/places/extend';
import { deadlineBodySchema } from '@/lib/validation/places';

/** PUT /api/admin/reception/deadline {joinSeq, deadline}: a new payment deadline for one unpaid entry. */
export const PUT = adminRoute({ roles: ACCESS.registrations }, async (req, staff) => {
  const body = await parseJson(req, deadlineBodySchema);
  return NextResponse.json(await changeDeadline(getDb(), body, staff));
});
