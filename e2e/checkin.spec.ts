import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import * as schema from '@/db/schema';
import { adminApi } from '../tests/helpers/admin';
import { testDb } from '../tests/helpers/env';
import { freeBibRange, lookupRunner, paidRunners, type PaidRunner } from '../tests/helpers/race-day';
import { createTicket } from '../tests/helpers/tickets';
import { logInStaff } from './staff-helpers';

/** The check-in token of a paid runner, as the QR code on their lookup page carries it. */
async function tokenOf(r: PaidRunner): Promise<string> {
  return new URL((await lookupRunner(r)).runners[0].checkinUrl).searchParams.get('t')!;
}

/**
 * The phone's camera replaced by a stream of `pngDataUrl` (a canvas drawn from the picture, as
 * getUserMedia answers it): the page's own camera code, video element and scan loop read it.
 */
async function cameraShowing(page: Page, pngDataUrl: string) {
  await page.addInitScript((src) => {
    const img = new Image();
    img.src = src;
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d')!;
      const draw = () => {
        ctx.fillStyle = '#d9d4c7';
        ctx.fillRect(0, 0, 640, 480);
        if (img.complete) ctx.drawImage(img, 170, 90, 300, 300);
        requestAnimationFrame(draw);
      };
      draw();
      return canvas.captureStream(15);
    };
  }, pngDataUrl);
}

test.use({ viewport: { width: 360, height: 800 } });

test('the desk scans a runner’s QR code with the camera, and a second scan says already collected', async ({ page }) => {
  test.setTimeout(90_000);
  const ticket = await createTicket();
  const [runner] = await paidRunners(ticket.ticketSeq, 1);
  const token = await tokenOf(runner);
  const png = await QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 4, width: 400 });

  await logInStaff(page);
  await cameraShowing(page, png);
  const wasm: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('.wasm') || req.url().includes('/api/checkin/scanner')) wasm.push(req.url());
  });
  await page.goto('/user/events/checkin');
  await page.getByLabel('데스크 이름').fill('데스크 1');
  await page.getByRole('button', { name: '카메라로 스캔' }).click();
  const result = page.getByTestId('checkin-result');
  await expect(result).toContainText('수령 완료', { timeout: 30_000 });
  await expect(result).toContainText(ticket.ticketName);
  // The reader's WebAssembly came from the site itself, not from a CDN.
  expect(wasm.length).toBeGreaterThan(0);
  expect(wasm.every((u) => u.startsWith(new URL(page.url()).origin))).toBe(true);
  await page.screenshot({ path: 'test-results/checkin-360-first.png', fullPage: true });
  await page.getByRole('button', { name: '카메라 끄기' }).click();

  // The same code again, as a picture this time: the desk is told when and where it was collected.
  await page
    .getByTestId('scan-picture')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: Buffer.from(png.split(',')[1], 'base64') });
  await expect(result).toContainText('이미 수령했습니다', { timeout: 20_000 });
  await expect(result).toContainText('데스크 1');
  await expect(result).toContainText(/\d{2}:\d{2}/);
  await page.screenshot({ path: 'test-results/checkin-360-already.png', fullPage: true });
  const rows = await testDb().select().from(schema.checkins).where(eq(schema.checkins.runnerSeq, runner.runnerSeq));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ desk: '데스크 1', method: 'qr' });
});

test('a bib typed while the connection is down waits on the phone and is sent when it returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  const ticket = await createTicket();
  const [runner] = await paidRunners(ticket.ticketSeq, 1);
  const { from } = await freeBibRange(1);
  expect((await adminApi('PUT', '/api/admin/bibs', { runnerSeq: runner.runnerSeq, backNo: from })).status).toBe(200);

  await logInStaff(page);
  await page.goto('/user/events/checkin');
  await page.getByLabel('데스크 이름').fill('데스크 3');
  await context.setOffline(true);
  await page.getByLabel('배번', { exact: true }).fill(String(from));
  await page.getByRole('button', { name: '수령 처리' }).first().click();
  const result = page.getByTestId('checkin-result');
  await expect(result).toContainText('오프라인이라 이 휴대폰에 저장했습니다');
  await expect(page.getByTestId('connection')).toContainText('전송 대기 1건');
  expect(await testDb().select().from(schema.checkins).where(eq(schema.checkins.runnerSeq, runner.runnerSeq))).toHaveLength(0);

  await context.setOffline(false);
  await expect(result).toContainText('수령 완료', { timeout: 20_000 });
  await expect(result).toContainText('연결 후 전송됨');
  await expect(page.getByTestId('connection')).not.toContainText('전송 대기');
  const rows = await testDb().select().from(schema.checkins).where(eq(schema.checkins.runnerSeq, runner.runnerSeq));
  expect(rows).toMatchObject([{ desk: '데스크 3', method: 'bib' }]);
});
