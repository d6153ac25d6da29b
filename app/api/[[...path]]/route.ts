import { apiNotFound } from '@/lib/errors';
import { apiHandler } from '@/lib/http/handler';

/**
 * Any /api path no route answers, with any method: JSON 404 A0404 in the spec's error body
 * (`{ errorCode, errorMessage }`, spec §7), not the HTML page a browser gets for a missing page.
 * Next picks every more specific route first.
 */
const notFound = apiHandler(async () => {
  throw apiNotFound();
});

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
