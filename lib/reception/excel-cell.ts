/**
 * A phone number from abroad as stored (E.164: '+' and digits only). Nothing in it can call a
 * function or reach another file, so it is written as is: staff dial or copy it from the export, and
 * an apostrophe in front would travel with it.
 */
const E164 = /^\+\d{7,15}$/;

/**
 * A text cell that a spreadsheet can never run as a formula (OWASP "CSV/formula injection"): values
 * starting with = + - @, a tab or a carriage return get a leading apostrophe, except a phone number
 * in E.164 form (E164 above). Numbers stay numbers.
 */
export function safeCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) && !E164.test(value) ? `'${value}` : value;
}

/**
 * Content-Disposition of a download: an ASCII fallback name plus the UTF-8 name (RFC 6266 / 5987),
 * so Korean file names survive every browser.
 */
export function attachmentHeader(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
