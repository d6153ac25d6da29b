import { siteUrl } from '@/lib/content/site-url';

/**
 * The absolute address of the verification page of `code` (stored form), as printed on a certificate
 * and in its QR code: on PUBLIC_URL (else NEXTAUTH_URL, else localhost; lib/content/site-url.ts).
 */
export function verificationUrl(code: string): string {
  return `${siteUrl()}/record/verify/${code}`;
}
