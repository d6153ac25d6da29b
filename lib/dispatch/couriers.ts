import { COURIERS, type Courier } from '@/lib/codes';

/**
 * The parcel couriers a kit can go by (kit dispatch), with the public page where anyone
 * follows a tracking number. Client-safe: the lookup page builds the runner's link with it.
 */
interface CourierInfo {
  /** The name people know, as couriers' own files and Korean shops write it. */
  name: string;
  nameEn: string;
  /** Other spellings seen in courier files ('CJ대한통운', '대한통운', 'CJ'), lower-cased, spaces removed. */
  aliases: string[];
  /** The courier's public tracking page for `no` (digits). */
  trackingUrl: (no: string) => string;
}

export const COURIER_INFO: Record<Courier, CourierInfo> = {
  cj: {
    name: 'CJ대한통운',
    nameEn: 'CJ Logistics',
    aliases: ['cj대한통운', '대한통운', 'cj', 'cjlogistics', 'cj택배'],
    trackingUrl: (no) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${encodeURIComponent(no)}`,
  },
  epost: {
    name: '우체국택배',
    nameEn: 'Korea Post',
    aliases: ['우체국택배', '우체국', 'epost', 'koreapost'],
    trackingUrl: (no) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${encodeURIComponent(no)}`,
  },
  hanjin: {
    name: '한진택배',
    nameEn: 'Hanjin',
    aliases: ['한진택배', '한진', 'hanjin'],
    trackingUrl: (no) =>
      `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${encodeURIComponent(no)}`,
  },
  lotte: {
    name: '롯데택배',
    nameEn: 'Lotte Global Logistics',
    aliases: ['롯데택배', '롯데글로벌로지스', '롯데', 'lotte'],
    trackingUrl: (no) => `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${encodeURIComponent(no)}`,
  },
  logen: {
    name: '로젠택배',
    nameEn: 'Logen',
    aliases: ['로젠택배', '로젠', 'logen', 'ilogen'],
    trackingUrl: (no) => `https://www.ilogen.com/web/personal/trace/${encodeURIComponent(no)}`,
  },
};

/** The courier a cell of a courier's file names ('CJ대한통운', '우체국', 'hanjin'), or null. */
export function courierOf(text: string): Courier | null {
  const key = text.replace(/\s+/g, '').toLowerCase();
  if (key === '') return null;
  return COURIERS.find((c) => c === key || COURIER_INFO[c].aliases.includes(key)) ?? null;
}

/** A tracking number as couriers print it (digits, often with hyphens): digits only, 8 to 20, else null. */
export function normaliseTrackingNo(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{8,20}$/.test(digits) ? digits : null;
}

/** What the lookup page shows of a kit parcel: courier, number and its tracking link. */
export interface TrackingView {
  courier: Courier;
  courierName: string;
  trackingNo: string;
  trackingUrl: string;
  /** ISO instant the tracking number was recorded. */
  dispatchedAt: string;
}

/** The view of a parcel sent by `courier` under `trackingNo`. */
export function trackingView(courier: Courier, trackingNo: string, dispatchedAt: Date): TrackingView {
  const info = COURIER_INFO[courier];
  return {
    courier,
    courierName: info.name,
    trackingNo,
    trackingUrl: info.trackingUrl(trackingNo),
    dispatchedAt: dispatchedAt.toISOString(),
  };
}
