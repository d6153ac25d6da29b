/**
 * Korean banks a refund can be sent to, by their three-digit code of the Korea Financial
 * Telecommunications & Clearings Institute (the code bulk-transfer files carry). Client-safe: the
 * refund form's list and the server's check read this one list.
 */
export const KOREAN_BANKS = [
  { code: '004', ko: 'KB국민은행', en: 'KB Kookmin Bank' },
  { code: '088', ko: '신한은행', en: 'Shinhan Bank' },
  { code: '020', ko: '우리은행', en: 'Woori Bank' },
  { code: '081', ko: '하나은행', en: 'Hana Bank' },
  { code: '011', ko: 'NH농협은행', en: 'NH NongHyup Bank' },
  { code: '012', ko: '지역농·축협', en: 'Local NongHyup / livestock cooperatives' },
  { code: '003', ko: 'IBK기업은행', en: 'IBK Industrial Bank of Korea' },
  { code: '002', ko: 'KDB산업은행', en: 'KDB Korea Development Bank' },
  { code: '007', ko: 'Sh수협은행', en: 'Suhyup Bank' },
  { code: '023', ko: 'SC제일은행', en: 'SC First Bank' },
  { code: '027', ko: '한국씨티은행', en: 'Citibank Korea' },
  { code: '031', ko: 'iM뱅크(대구은행)', en: 'iM Bank (Daegu Bank)' },
  { code: '032', ko: '부산은행', en: 'Busan Bank' },
  { code: '034', ko: '광주은행', en: 'Gwangju Bank' },
  { code: '035', ko: '제주은행', en: 'Jeju Bank' },
  { code: '037', ko: '전북은행', en: 'Jeonbuk Bank' },
  { code: '039', ko: '경남은행', en: 'Kyongnam Bank' },
  { code: '045', ko: '새마을금고', en: 'MG Community Credit Cooperatives' },
  { code: '048', ko: '신협', en: 'Credit Union (Shinhyup)' },
  { code: '050', ko: '저축은행', en: 'Savings banks' },
  { code: '064', ko: '산림조합', en: 'Korea Forestry Cooperatives' },
  { code: '071', ko: '우체국', en: 'Korea Post' },
  { code: '089', ko: '케이뱅크', en: 'K Bank' },
  { code: '090', ko: '카카오뱅크', en: 'Kakao Bank' },
  { code: '092', ko: '토스뱅크', en: 'Toss Bank' },
] as const;

export type BankCode = (typeof KOREAN_BANKS)[number]['code'];

/** Every bank code of the list. */
export const BANK_CODES = KOREAN_BANKS.map((b) => b.code) as [BankCode, ...BankCode[]];

/** The bank's name in `locale` (the code itself when unknown). */
export function bankName(code: string, locale: 'ko' | 'en' = 'ko'): string {
  const b = KOREAN_BANKS.find((x) => x.code === code);
  return b ? b[locale] : code;
}
