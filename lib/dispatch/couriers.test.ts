import { describe, expect, it } from 'vitest';
import { courierOf, normaliseTrackingNo, trackingView } from './couriers';

describe('couriers', () => {
  it('recognises the names courier files use', () => {
    expect(courierOf('CJ대한통운')).toBe('cj');
    expect(courierOf(' 대한 통운 ')).toBe('cj');
    expect(courierOf('우체국')).toBe('epost');
    expect(courierOf('HANJIN')).toBe('hanjin');
    expect(courierOf('롯데택배')).toBe('lotte');
    expect(courierOf('로젠')).toBe('logen');
    expect(courierOf('DHL')).toBeNull();
  });

  it('keeps the digits of a tracking number', () => {
    expect(normaliseTrackingNo('6012-3456-7890')).toBe('601234567890');
    expect(normaliseTrackingNo('12AB')).toBeNull();
  });

  it('links each courier to its public tracking page', () => {
    const at = new Date('2025-10-10T01:00:00Z');
    expect(trackingView('cj', '601234567890', at).trackingUrl).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890');
    expect(trackingView('epost', '6865012345678', at).trackingUrl).toBe(
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6865012345678',
    );
    expect(trackingView('logen', '12345678901', at).trackingUrl).toBe('https://www.ilogen.com/web/personal/trace/12345678901');
    expect(trackingView('hanjin', '412345678901', at).trackingUrl).toContain('wblnumText2=412345678901');
    expect(trackingView('lotte', '212345678901', at).trackingUrl).toContain('InvNo=212345678901');
  });
});
