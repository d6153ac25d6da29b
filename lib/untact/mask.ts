/** A runner name on the public ranking: first letter kept, the rest masked (홍**; issue: public ranking). */
export function maskAfterFirst(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}
