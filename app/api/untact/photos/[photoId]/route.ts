import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { removeUntactPhoto } from '@/lib/untact/photos';
import { idParam } from '@/lib/validation/id-param';

/** DELETE /api/untact/photos/{photoId} {joinSeq, joinerName, cellphone, runnerSeq}: takes a photo off the runner's footprint. */
export const DELETE = apiHandler<{ params: Promise<{ photoId: string }> }>(async (req, { params }) => {
  const photoId = idParam().parse((await params).photoId);
  const proof = await parseJson(req, z.unknown());
  return NextResponse.json(await removeUntactPhoto(getDb(), proof, photoId, clientIp(req.headers)));
});
