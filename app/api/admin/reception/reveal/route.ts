import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { revealRegistration } from '@/lib/reception/search';
import { parseReception, revealSchema } from '@/lib/validation/reception';
import { z } from 'zod';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/reception/reveal {joinSeq, eventCode?}: unmasked names and phones of one registration (audited 'reveal'). */
export const POST = adminRoute({ roles: ACCESS.lookup }, async (req, staff) => {
  const { joinSeq, eventCode } = parseReception(revealSchema, await parseJson(req, z.unknown()));
  return NextResponse.json(await revealRegistration(getDb(), joinSeq, staff, eventCode));
});
