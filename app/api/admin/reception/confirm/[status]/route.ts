import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { confirmPayments } from '@/lib/reception/confirm';
import { confirmBodySchema, confirmStatusSchema, parseReception } from '@/lib/validation/reception';
import { z } from 'zod';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/reception/confirm/{RSVT|CMPL|CNCL} {deposit, joinSeqs: "1234,5678"} (spec §5, §7). */
export const POST = adminRoute<{ params: Promise<{ status: string }> }>({ roles: ACCESS.registrations }, async (req, staff, ctx) => {
  const status = parseReception(confirmStatusSchema, (await ctx.params).status);
  const body = parseReception(confirmBodySchema, await parseJson(req, z.unknown()));
  return NextResponse.json(await confirmPayments(getDb(), status, body, staff));
});
