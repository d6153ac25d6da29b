import { expect, test } from '@playwright/test';
import { randomMobile, randomName } from '../tests/helpers/people';
import { applyOne, outboxFor } from '../tests/helpers/payments';
import { createTicket } from '../tests/helpers/tickets';

test('/apply/searchId checks the fields, then shows the same confirmation and the number goes by SMS', async ({ page }) => {
  const course = await createTicket();
  const reg = await applyOne(course.ticketSeq);

  await page.goto('/apply/searchId');
  await expect(page.getByRole('heading', { name: '접수번호 찾기' })).toBeVisible();
  await page.getByLabel('휴대전화').fill('12');
  await page.getByRole('button', { name: '접수번호 받기' }).click();
  await expect(page.getByText('(필수) 이름을 공백 없이 정확히 입력했는지 확인해 주세요.')).toBeVisible();
  await expect(page.getByText('전화번호는 숫자 4~11자리로 입력해 주세요.')).toBeVisible();

  await page.getByLabel('참가자 이름').fill(reg.joiner.joinerName);
  await page.getByLabel('휴대전화').fill(reg.joiner.cellphone);
  await page.getByRole('button', { name: '접수번호 받기' }).click();
  await expect(page.getByTestId('find-seq-sent')).toContainText('접수번호를 문자로 보냈습니다');
  const sms = await outboxFor(reg.joiner.cellphone, 'join-seq');
  expect(sms[0]?.body).toContain(String(reg.joinSeq).padStart(4, '0'));

  // A name and phone with no registration get the very same confirmation.
  await page.getByRole('button', { name: '다시 찾기' }).click();
  await page.getByLabel('참가자 이름').fill(randomName());
  await page.getByLabel('휴대전화').fill(randomMobile());
  await page.getByRole('button', { name: '접수번호 받기' }).click();
  await expect(page.getByTestId('find-seq-sent')).toContainText('접수번호를 문자로 보냈습니다');
});
