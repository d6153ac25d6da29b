import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { certificatePdfByProof } from '@/lib/untact/certificate-pdf';
import { runnerSeqField, untactLookupSchema } from '@/lib/validation/untact';

const schema = untactLookupSchema.extend({ runnerSeq: runnerSeqField });

/** POST /api/untact/certificate/pdf: the PDF certificate (Korean font embedded) of one OK record. */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, schema);
  const pdf = await certificatePdfByProof(getDb(), input, input.runnerSeq, localeOfRequest(req), clientIp(req.headers));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="certificate-${input.runnerSeq}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
});
