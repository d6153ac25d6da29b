/** 010-****-1234: a phone for logs and lists (personal data never goes to logs in full). */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length < 8) return '****';
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}

/** 김*수 / 홍** : a name for lists, first and (for 3+ letters) last letter kept. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
