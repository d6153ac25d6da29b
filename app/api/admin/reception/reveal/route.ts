import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { revealRegistration } from '@/lib/reception/search';
import { parseReception, revealSchema } from '@/lib/validation/reception';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

/** POST /api/admin/reception/reveal {joinSeq}: unmasked names and phones of one registration (audited 'reveal'). */
export const POST = adminRoute(async (req, staff) => {
  const { joinSeq } = parseReception(revealSchema, await parseJson(req, z.unknown()));
  return NextResponse.json(await revealRegistration(getDb(), joinSeq, staff));
});
