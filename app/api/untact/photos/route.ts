import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler } from '@/lib/http/handler';
import { fileFields, readMultipart, textFields } from '@/lib/http/multipart';
import { addUntactPhotos, MAX_UNTACT_PHOTO_UPLOAD_BYTES } from '@/lib/untact/photos';
import { admitUpload } from '@/lib/untact/upload';

const FIELDS = ['joinSeq', 'joinerName', 'cellphone', 'runnerSeq'] as const;

/**
 * POST /api/untact/photos (multipart: joinSeq, joinerName, cellphone, runnerSeq, file repeated, up
 * to 5 photos in all): photos of the run for the runner's footprint. Counted in the client's upload
 * limit before the body is read, as the activity upload is.
 */
export const POST = apiHandler(async (req) => {
  const client = clientIp(req.headers);
  await admitUpload(client);
  const form = await readMultipart(req, MAX_UNTACT_PHOTO_UPLOAD_BYTES, 'board.errors.photoSize');
  return NextResponse.json(await addUntactPhotos(getDb(), textFields(form, FIELDS), await fileFields(form, 'file'), client));
});
