import 'server-only';
import QRCode from 'qrcode';
import { siteUrl } from '@/lib/content/site-url';

/**
 * The QR code of a check-in token (QR check-in), drawn by `qrcode` as SVG: it carries the
 * token alone (24 characters, version 2: large modules, read at arm's length from a phone screen or
 * a crumpled printout), quiet zone of 4 modules as the standard asks, error correction M.
 */
export async function checkinQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
}

/** The same QR code as a data URL (image/svg+xml), for an <img> or an API answer. */
export async function checkinQrDataUrl(token: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await checkinQrSvg(token)).toString('base64')}`;
}

/** The runner's check-in page (the link in the bib SMS), absolute. */
export function checkinUrl(token: string): string {
  return `${siteUrl()}/apply/checkin?t=${token}`;
}
