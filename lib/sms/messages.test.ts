import { describe, expect, it } from 'vitest';
import { kstDate } from '@/lib/time/kst';
import { kstShort, SMS_MAX_BYTES, smsBytes, smsText } from './messages';

describe('SMS texts', () => {
  it('give the 4-digit registration numbers, amounts in won and the state', () => {
    expect(smsText.joinSeq('대청호마라톤', [1234, 987])).toBe('[대청호마라톤] 접수번호는 1234, 0987입니다.');
    expect(smsText.registered('대청호마라톤', 1234, 35000)).toContain('참가비 35,000원');
    expect(smsText.registered('대청호마라톤', 1234, 0)).toBe('[대청호마라톤] 참가 신청이 완료되었습니다. 접수번호 1234');
    expect(smsText.paid('대청호마라톤', 42, 70000)).toContain('70,000원 결제가 확인되어 접수가 완료되었습니다. 접수번호 0042');
  });

  it('count Korean letters as 2 bytes, so the number recovery fits one SMS', () => {
    expect(smsBytes('가a')).toBe(3);
    expect(smsBytes(smsText.joinSeq('제24회 대청호마라톤대회', [1234]))).toBeLessThanOrEqual(SMS_MAX_BYTES);
  });

  it('tell the payment deadline in KST, and what happens at it', () => {
    const deadline = new Date(kstDate(2025, 5, 5).getTime() - 1);
    expect(kstShort(deadline)).toBe('5/4 23:59');
    expect(smsText.registered('대청호마라톤', 1234, 35000, deadline)).toContain('입금기한 5/4 23:59');
    expect(smsText.reminder('대청호마라톤', 1234, 35000, deadline)).toContain('입금기한은 5/4 23:59');
    expect(smsText.released('대청호마라톤', 1234, deadline)).toContain('접수번호 1234 신청이 취소되었습니다');
  });

  it('give the waitlist number and the invitation link', () => {
    expect(smsText.waitlisted('대청호마라톤', '하프', 123456, 3)).toContain('대기번호 123456, 현재 3번째');
    const link = 'https://race.example.kr/apply/individual?invite=abc';
    expect(smsText.invited('대청호마라톤', '하프', kstDate(2025, 5, 3, 14, 0), link)).toContain(`5/3 14:00까지 신청해 주세요. ${link}`);
  });

  it('tell race day: the bib with the QR link, the parcel with its tracking, the preliminary finish', () => {
    expect(smsText.bib('대청호마라톤', '홍길동', 1234, '하프', 'https://x.kr/apply/checkin?t=K1abc')).toBe(
      '[대청호마라톤] 홍길동님 배번은 1234번(하프)입니다. 기념품 수령 QR: https://x.kr/apply/checkin?t=K1abc',
    );
    expect(smsText.dispatched('대청호마라톤', 42, 'CJ대한통운', '601234567890', 'https://t/1')).toContain(
      '접수번호 0042). CJ대한통운 601234567890',
    );
    expect(smsText.finish('대청호마라톤', '홍길동', 1234, '하프', '1:45:12', 152)).toBe(
      '[대청호마라톤] 홍길동(1234) 하프 완주, 잠정 기록 1:45:12, 잠정 순위 152위. 공식 기록은 추후 발표됩니다.',
    );
  });
});
