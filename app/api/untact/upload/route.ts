import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler } from '@/lib/http/handler';
import { fileField, readMultipart, textFields } from '@/lib/http/multipart';
import { clientIp } from '@/lib/auth/client-ip';
import { admitUpload, MAX_ACTIVITY_BYTES, uploadActivity } from '@/lib/untact/upload';

const FIELDS = ['joinSeq', 'joinerName', 'cellphone', 'runnerSeq'] as const;

/**
 * POST /api/untact/upload (multipart: joinSeq, joinerName, cellphone, runnerSeq, file; at most 16 MiB).
 * The client's upload is counted before its body is read.
 */
export const POST = apiHandler(async (req) => {
  const client = clientIp(req.headers);
  await admitUpload(client);
  const form = await readMultipart(req, MAX_ACTIVITY_BYTES + 64 * 1024, 'untact.tooLarge');
  return NextResponse.json(await uploadActivity(getDb(), textFields(form, FIELDS), await fileField(form, 'file'), client));
});
