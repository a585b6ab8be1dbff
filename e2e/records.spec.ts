/**
 * Records and appeals (docs/product-rules/records-and-appeals.md): a player's deposits and
 * withdrawal listed in their tabs, and an appeal of a rejected deposit with a real PNG screenshot
 * and a transaction ID, followed on its timeline.
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, test, watchProblems } from './support/fixtures.js';
import { balanceChip, isMobileLayout, openProfile, signUpNewPlayer } from './support/player.js';
import {
  answerOnPhone,
  kwacha,
  openPhone,
  operatorOf,
  sessionToken,
  startDepositByApi,
  withdrawChannels,
} from './support/wallet.js';

// ---- a tiny real PNG (2x2, RGB), as a phone screenshot would be: signature, IHDR, IDAT, IEND ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0); // width
  ihdr.writeUInt32BE(2, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // Each row: filter byte 0, then two RGB pixels (gold and navy, the app's colours).
  const row = [0, 0xf5, 0xb8, 0x2e, 0x0b, 0x16, 0x30];
  const pixels = Buffer.from([...row, ...row]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- set-up through the app's API, as the logged-in web client calls it ------------------------

interface RecordRow {
  id: string;
  money: number;
  status: number;
  feedbackId: number;
}

async function apiCall<T>(page: Page, route: { method: string; path: string }, params: Record<string, string>): Promise<T> {
  const token = await sessionToken(page.context());
  const headers = { Authorization: `Bearer ${token}`, token };
  const res =
    route.method === 'GET'
      ? await page.request.get(route.path, { headers, params })
      : await page.request.fetch(route.path, { method: route.method, headers, form: params });
  expect(res.ok(), `${route.method} ${route.path} answered HTTP ${res.status()}`).toBe(true);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${route.method} ${route.path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** The month the records page opens on: the current one in Lusaka (the config's time zone). */
function currentMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lusaka', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );
  return parts.slice(0, 7);
}

/**
 * Waits until the deposit of `amount` has reached `status`
 * (docs/product-rules/wallet.md#deposit-states: 1 success, 2 failed).
 */
async function expectDepositStatus(page: Page, amount: number, status: number): Promise<void> {
  await expect
    .poll(async () => {
      const rows = await apiCall<RecordRow[]>(page, apiPaths.depositRecords, { monthOfYear: currentMonth(), quantity: '10' });
      return rows.find((r) => r.money === amount)?.status;
    })
    .toBe(status);
}

async function recordRowId(page: Page, amount: number): Promise<string> {
  const rows = await apiCall<RecordRow[]>(page, apiPaths.depositRecords, { monthOfYear: currentMonth(), quantity: '10' });
  const row = rows.find((r) => r.money === amount);
  if (!row) throw new Error(`no deposit of ${amount}`);
  return row.id;
}

async function withdrawByApi(page: Page, money: number, channelCode: string): Promise<void> {
  const channel = (await withdrawChannels(page)).find((c) => c.channelCode === channelCode);
  if (!channel) throw new Error(`no withdraw channel ${channelCode}`);
  await apiCall(page, apiPaths.withdrawInit, { money: String(money), channel: String(channel.id), payChannel: channelCode });
}

// ---- the records screen ----------------------------------------------------------------------

function recordRow(list: Locator, amount: number): Locator {
  return list.getByTestId('record-row').filter({ hasText: kwacha(amount) });
}

test.describe('records and appeals', () => {
  test('deposits and a withdrawal are listed in their tabs, and a rejected deposit is appealed with a screenshot', async ({
    page,
    context,
    request,
    problems,
  }) => {
    test.setTimeout(120_000);
    const isMobile = isMobileLayout(page);
    const player = await signUpNewPlayer(page, request);

    // K 100.00 approved and K 35.50 rejected on the payer's phone.
    const phone = await openPhone(context, player);
    const phoneProblems = watchProblems(phone);
    await startDepositByApi(page, 10_000);
    await answerOnPhone(phone, 10_000, 'Approve');
    // One payment request at a time per number: the next starts once this one is settled.
    await expectDepositStatus(page, 10_000, 1);
    await startDepositByApi(page, 3_550);
    await answerOnPhone(phone, 3_550, 'Reject');
    await page.bringToFront();
    await expect(balanceChip(page)).toHaveText('K 100.00');
    await expectDepositStatus(page, 3_550, 2);
    // Then K 20.00 withdrawn to the same number.
    await withdrawByApi(page, 2_000, operatorOf(player));
    await expect(balanceChip(page)).toHaveText('K 80.00');

    // The profile's "Deposit records" opens the Deposit tab of the current month.
    await openProfile(page);
    await page.getByRole('link', { name: 'Deposit records' }).click();
    await expect(page).toHaveURL(/\/records\/1$/);
    const records = page.getByTestId('page-records');
    await expect(records.getByRole('heading', { name: 'Records', level: 1 })).toBeVisible();
    await expect(records.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    const month = records.getByLabel('Month');
    await expect(month.locator('option')).toHaveCount(6);
    await expect(month).toHaveValue(currentMonth());

    const deposits = records.getByTestId('records-deposit');
    await expect(deposits.getByTestId('record-row')).toHaveCount(2);
    const approved = recordRow(deposits, 10_000);
    const rejected = recordRow(deposits, 3_550);
    await expect(approved.getByTestId('record-status')).toHaveText('Success');
    // Per docs/product-rules/records-and-appeals.md#appeal-eligibility, a successful deposit cannot
    // be appealed, a failed one can.
    await expect(approved.getByRole('button')).toHaveCount(0);
    await expect(rejected.getByTestId('record-status')).toHaveText('Failed');
    await expect(rejected.getByRole('button', { name: /^Appeal the deposit of K 35\.50/ })).toBeVisible();
    // Desktop pages by 8 (one page here); mobile loads 10 at a time and has reached the end.
    if (isMobile) await expect(deposits.getByText('That is everything for this month.')).toBeVisible();
    else {
      await expect(deposits.getByTestId('records-page')).toHaveText('Page 1');
      await expect(deposits.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(deposits.getByRole('button', { name: 'Next' })).toBeDisabled();
    }

    await records.getByRole('tab', { name: 'Withdraw' }).click();
    const withdrawals = records.getByTestId('records-withdraw');
    await expect(withdrawals.getByTestId('record-row')).toHaveCount(1);
    await expect(recordRow(withdrawals, 2_000)).toBeVisible();

    // An earlier month has nothing yet.
    const earlier = await month.locator('option').nth(1).getAttribute('value');
    await month.selectOption(earlier ?? '');
    await expect(withdrawals.getByRole('heading', { name: 'No Transactions Found' })).toBeVisible();
    await month.selectOption(currentMonth());
    await records.getByRole('tab', { name: 'Deposit' }).click();

    // The appeal: nothing can be sent before a screenshot and a transaction ID.
    await recordRow(deposits, 3_550).getByTestId('record-appeal').click();
    const appeal = page.getByRole('dialog', { name: 'Appeal a deposit' });
    await expect(appeal).toBeVisible();
    const submit = appeal.getByRole('button', { name: 'Submit appeal' });
    await expect(submit).toBeDisabled();
    // Where to look, on the three brands' receipts.
    for (const brand of ['mtn', 'airtel', 'zamtel']) await expect(appeal.getByTestId(`receipt-example-${brand}`)).toBeAttached();

    // A file that is not a png or jpeg is refused before any upload.
    await appeal
      .getByLabel('Add screenshot')
      .setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(appeal.getByRole('alert')).toHaveText('Only PNG and JPEG images can be uploaded');
    await expect(appeal.getByTestId('appeal-shot')).toHaveCount(0);

    await appeal.getByLabel('Add screenshot').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    const shot = appeal.getByTestId('appeal-shot');
    await expect(shot).toHaveAttribute('data-state', 'done');
    await expect(shot.getByRole('img', { name: 'Receipt screenshot 1' })).toBeVisible();
    await expect(submit).toBeDisabled();

    const receipt = appeal.getByLabel('Transaction ID');
    await receipt.fill('ID 12');
    await receipt.blur();
    await expect(appeal.getByText('Enter the transaction ID exactly as it appears on your receipt')).toBeVisible();
    await expect(submit).toBeDisabled();
    await receipt.fill('7364019283');
    await expect(submit).toBeEnabled();
    await submit.click();

    // Per docs/product-rules/records-and-appeals.md#appeal-form, the appeal-submitted message and the confirmation text.
    const done = appeal.getByTestId('appeal-submitted');
    await expect(done.getByRole('heading', { name: 'Appeal submitted' })).toBeVisible();
    await expect(done).toContainText('We will review your appeal within 1 working day.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(appeal).toBeHidden();

    // The record now shows its appeal's state, which opens the timeline.
    const state = recordRow(deposits, 3_550).getByTestId('record-appeal-status');
    await expect(state).toHaveText('Reviewing');
    await state.click();
    const detail = page.getByRole('dialog', { name: 'Appeal details' });
    await expect(detail.getByTestId('appeal-status')).toHaveText('Reviewing');
    const steps = detail.getByTestId('appeal-log');
    await expect(steps).toHaveCount(1);
    await expect(steps.first()).toHaveAttribute('data-log-type', '1');
    await expect(steps.first()).toContainText('Appeal submitted. We review it within 1 working day.');
    await expect(steps.first()).toContainText('Transaction ID: 7364019283');
    // The screenshot comes back from the server with the session (a blob: image).
    const thumb = steps.first().getByRole('img', { name: 'Receipt screenshot 1' });
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute('src', /^blob:/);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    // Only a rejected appeal can be sent again.
    await expect(detail.getByRole('button', { name: 'Appeal again' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    // Complaint records lists it and opens the same timeline.
    await records.getByRole('link', { name: 'Complaint records' }).click();
    await expect(page).toHaveURL(/\/complain-records$/);
    const item = page.getByTestId('appeal-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Deposit');
    await expect(item).toContainText(kwacha(3_550));
    await expect(item).toContainText('Reviewing');
    await item.click();
    await expect(page.getByRole('dialog', { name: 'Appeal details' }).getByTestId('appeal-log')).toHaveCount(1);

    // A link to the record's appeal (type 1 deposit, record id, appeal id, a cache-busting time)
    // opens its timeline over the list, also on a fresh load.
    const appealId = await item.getAttribute('data-appeal-id');
    const recordId = await recordRowId(page, 3_550);
    await page.goto(`/complain-records/1/${recordId}/${appealId}/${Date.now()}`);
    await expect(page.getByRole('dialog', { name: 'Appeal details' }).getByTestId('appeal-status')).toHaveText('Reviewing');

    expect(problems.errors).toEqual([]);
    expect(phoneProblems.errors).toEqual([]);
  });
});
