/**
 * Appeals end to end (issue 13): a player's rejected deposit is appealed with a screenshot; an
 * agent claims it in the staff console, opens the receipt, compares it with the provider's record
 * and credits it; the player's open timeline follows each step live and the balance shows the
 * credit.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { routes } from '@nyota/contract/api/routes';
import { expect, test, watchProblems } from './support/fixtures.js';
import { balanceChip, signUpNewPlayer } from './support/player.js';
import { consoleSignIn, makeConsoleStaff, openConsolePage } from './support/staff-console.js';
import { answerOnPhone, kwacha, openPhone, sessionToken, startDepositByApi } from './support/wallet.js';
import { DESKTOP_ONLY } from './support/sizes.js';

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A 2×2 RGB PNG, as a phone screenshot would be (signature, IHDR, IDAT, IEND). */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const row = [0, 0xf5, 0xb8, 0x2e, 0x0b, 0x16, 0x30];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([...row, ...row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const AMOUNT = 3_550;

/** The id of the player's newest appeal, as the web client reads it (GET feedback/work). */
async function playerAppealId(page: Page): Promise<string> {
  const token = await sessionToken(page.context());
  const res = await page.request.get(routes.appealWork.path, { headers: { Authorization: `Bearer ${token}`, token } });
  const body = (await res.json()) as { code: number; data: { id: number }[] };
  const id = body.data[0]?.id;
  if (id === undefined) throw new Error('the player has no appeal');
  return String(id);
}

async function appealRejectedDeposit(page: Page): Promise<void> {
  await page.goto('/records/1');
  const row = page
    .getByTestId('records-deposit')
    .getByTestId('record-row')
    .filter({ hasText: kwacha(AMOUNT) });
  await expect(row.getByTestId('record-status')).toHaveText('Failed');
  await row.getByTestId('record-appeal').click();
  const appeal = page.getByRole('dialog', { name: 'Appeal a deposit' });
  await appeal.getByLabel('Add screenshot').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(appeal.getByTestId('appeal-shot')).toHaveAttribute('data-state', 'done');
  await appeal.getByLabel('Transaction ID').fill('7364019283');
  await appeal.getByRole('button', { name: 'Submit appeal' }).click();
  await appeal.getByTestId('appeal-submitted').getByRole('button', { name: 'OK' }).click();
  await row.getByTestId('record-appeal-status').click();
}

test(
  'an agent claims an appealed deposit, checks the receipt and credits it; the player sees each step',
  DESKTOP_ONLY,
  async ({ page, context, browser, request, problems }) => {
    test.setTimeout(150_000);
    const player = await signUpNewPlayer(page, request);
    const phone = await openPhone(context, player);
    const phoneProblems = watchProblems(phone);
    await startDepositByApi(page, AMOUNT);
    await answerOnPhone(phone, AMOUNT, 'Reject');
    await phone.close();
    await page.bringToFront();

    // The deposit fails a moment after the rejection; the records page shows it then.
    await expect(async () => {
      await page.goto('/records/1');
      await expect(
        page
          .getByTestId('record-row')
          .filter({ hasText: kwacha(AMOUNT) })
          .getByTestId('record-status'),
      ).toHaveText('Failed', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await appealRejectedDeposit(page);
    const timeline = page.getByRole('dialog', { name: 'Appeal details' });
    await expect(timeline.getByTestId('appeal-log')).toHaveCount(1);

    // The agent, in the console.
    const agent = await makeConsoleStaff(request, 'payments');
    // A context of its own, as staff sit at another device than the player.
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    const deskProblems = watchProblems(desk);
    await consoleSignIn(desk, agent);
    await openConsolePage(desk, 'Appeals');
    await desk.getByLabel('Claimed').selectOption('unclaimed');
    const appealId = await playerAppealId(page);
    await desk.getByTestId(`appeal-row-${appealId}`).click();
    await expect(desk.getByText('Nobody holds this appeal yet.')).toBeVisible();
    await desk.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(desk.getByText('You hold this appeal.')).toBeVisible();
    await expect(desk.getByTestId('appeal-state')).toHaveText('Reviewing · Under review');

    // The player's open timeline shows the agent took it, without a reload.
    await expect(timeline.getByTestId('appeal-log')).toHaveCount(2);
    await expect(timeline.getByTestId('appeal-log').nth(1)).toContainText('An agent is reviewing your appeal.');

    // The receipt, enlarged, and the provider's record beside it.
    const thumb = desk.getByTestId('receipt-thumb');
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await thumb.click();
    const zoom = desk.getByTestId('receipt-zoom');
    await expect(zoom.getByTestId('receipt-large')).toBeVisible();
    await zoom.getByRole('button', { name: 'Actual size' }).click();
    await zoom.getByRole('button', { name: 'Close' }).click();
    await expect(zoom).toBeHidden();
    const record = desk.getByTestId('provider-record');
    await expect(record).toContainText('7364019283');
    await expect(record).toContainText('FAILED');
    await record.getByRole('button', { name: 'Compare with provider' }).click();
    await expect(desk.getByTestId('receipt-check')).toContainText('does not match');

    // Only the moves the log allows from "under review" are offered.
    const moves = desk.getByTestId('appeal-moves');
    await expect(moves.getByRole('button')).toHaveText([
      'Transaction ID wrong (resubmit)',
      'Pass to operations',
      'Resolve without credit',
      'Close',
    ]);
    await moves.getByRole('button', { name: 'Pass to operations' }).click();
    await expect(desk.getByTestId('appeal-state')).toHaveText('Reviewing · Passed to operations');
    await expect(timeline.getByTestId('appeal-log')).toHaveCount(3);

    const credit = desk.getByTestId('appeal-credit-form');
    await credit.getByLabel('Amount').fill('35.50');
    await credit.getByLabel('Note to the player').fill('The operator confirmed your payment; we have credited it.');
    await credit.getByLabel('Reason').fill('operator statement shows the money arrived');
    await credit.getByRole('button', { name: 'Credit and resolve' }).click();
    await expect(desk.getByTestId('appeal-state')).toHaveText('Closed · Resolved');
    await expect(desk.getByTestId('appeal-credit')).toContainText('35.50');
    await expect(desk.getByTestId('appeal-credit-form')).toHaveCount(0);

    // The player sees the resolution and the credited balance.
    await expect(timeline.getByTestId('appeal-log')).toHaveCount(4);
    await expect(timeline.getByTestId('appeal-log').nth(3)).toContainText('Resolved in your favour.');
    await expect(timeline.getByTestId('appeal-log').nth(3)).toContainText('The operator confirmed your payment');
    await timeline.getByRole('button', { name: 'Close' }).click();
    // Phones show the balance in the lobby's top bar, not over the records page.
    await page.goto('/');
    await expect(balanceChip(page)).toHaveText('K 35.50');

    await deskContext.close();
    expect(problems.errors).toEqual([]);
    expect(phoneProblems.errors).toEqual([]);
    expect(
      deskProblems.errors.filter((e) => !(e.includes('401 (Unauthorized)') && e.endsWith('/staff-api/session/me)'))),
    ).toEqual([]);
  },
);
