import { NextResponse } from 'next/server';
import { apiHandler } from '@/lib/http/handler';
import { newChallenge } from '@/lib/pow/challenge';

/** GET /api/altcha/challenge: a new proof-of-work challenge for the forms' bot check (never cached). */
export const GET = apiHandler(async () => NextResponse.json(await newChallenge(), { headers: { 'cache-control': 'private, no-store' } }));
