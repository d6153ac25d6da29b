import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { isDuplicateTeamName } from '@/lib/registration/team-name';
import { teamNameQuerySchema } from '@/lib/validation/application';

/** GET /api/isDuplicateTeamName?teamName (spec §7): true when the group name is already used. */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, teamNameQuerySchema);
  return NextResponse.json(await isDuplicateTeamName(getDb(), q.teamName));
});
