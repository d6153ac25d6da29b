import type { PaymentStatus, PaymentType } from '@/lib/codes';

/**
 * A registration's applicant as the APIs answer it (spec §3 "Joiner"): the fields the public lookup
 * (POST /api/application/search), the completion page and the staff proxy pages (GET
 * /api/admin/applicant/findby) share. Types only, safe in client components. Amount in won.
 */
export interface JoinerView {
  joinSeq: number;
  joinerName: string;
  exponent: string | null; // group name; null for an individual
  cellphone: string;
  /** The contact of an applicant whose phone is from abroad (null otherwise). */
  email?: string | null;
  zipcode: string;
  zipAddress: string;
  address: string;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  amount: number;
}
