/**
 * The verifier of the provably fair page (links/5) against the real server running short crash
 * rounds: a finished crash round is verified from its id alone (typed, and from a prefilled link),
 * and a slot spin is replayed from pasted seeds, checked against a known answer computed here with
 * the same @nyota/fairness the server uses.
 */
import type { Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import type { CrashSnapshot } from '@nyota/contract/api/crash';
import { hashServerSeed } from '@nyota/fairness/seed-pair';
import { SAVANNA_SLOT, playSlotRound, slotDefinitionHash } from '@nyota/fairness/slots';
import { DIAMOND_SPIN_TABLE } from '@nyota/fairness/wheel';
import { expect, test } from './support/fixtures.js';

/** The longest flight (200x after 60 s) and some, if the server has not finished a round yet. */
const FLIGHT_MS = 70_000;

async function snapshot(page: Page): Promise<CrashSnapshot> {
  const res = await page.request.get(apiPaths.crashSnapshot.path);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { code: number; data: CrashSnapshot };
  expect(body.code).toBe(0);
  return body.data;
}

/** A round that has crashed, from the public snapshot's history (waits for one if needed). */
async function finishedRound(page: Page): Promise<{ roundId: string; crashPoint: number }> {
  let round: { roundId: string; crashPoint: number } | undefined;
  await expect
    .poll(async () => (round = (await snapshot(page)).history[0]), { timeout: FLIGHT_MS, intervals: [1_000] })
    .toBeTruthy();
  if (!round) throw new Error('no finished round');
  return round;
}

const x = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}x`;

test.describe('provably fair verifier', () => {
  test.setTimeout(120_000);

  test('verifies a finished crash round from its id', async ({ page, problems }) => {
    await page.goto('/links/5');
    const { roundId, crashPoint } = await finishedRound(page);
    const verifier = page.getByTestId('fairness-verifier');
    await expect(verifier).toBeVisible();
    // The chains list holds 64-character hashes and salts: they wrap instead of widening the page.
    await expect(page.getByTestId('fairness-chains')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await verifier.getByTestId('verifier-crash-round').fill(roundId);
    await verifier.getByTestId('verifier-crash-load').click();
    const result = verifier.getByTestId('verifier-crash-result');
    await expect(result).toHaveAttribute('data-ok', 'true');
    await expect(result).toHaveAttribute('data-point', String(crashPoint));
    await expect(result).toContainText('gives the published terminating hash');
    await expect(verifier.getByTestId('verifier-crash-point')).toHaveText(x(crashPoint));

    // Tampering with the salt changes the HMAC: no longer the published result.
    await verifier.getByTestId('verifier-crash-salt').fill('not-the-salt');
    await verifier.getByTestId('verifier-crash-verify').click();
    await expect(result).toHaveAttribute('data-ok', /true|false/);
    const tampered = Number(await result.getAttribute('data-point'));
    await expect(result).toHaveAttribute('data-ok', tampered === crashPoint ? 'true' : 'false');

    // The same round from a link, as the game records screen opens it.
    await page.goto(`/links/5?game=crash&roundId=${roundId}`);
    await expect(page.getByTestId('verifier-crash-result')).toHaveAttribute('data-ok', 'true');
    expect(problems.errors).toEqual([]);
  });

  test('replays a slot spin from pasted seeds', async ({ page, problems }) => {
    const serverSeed = 'e2e-revealed-server-seed-0001';
    const clientSeed = 'my-lucky-seed';
    const nonce = 3;
    const round = playSlotRound(SAVANNA_SLOT, { serverSeed, clientSeed, nonce });
    const multiple = Math.round((round.totalPay * 100) / SAVANNA_SLOT.paylines.length);

    await page.goto(`/links/5?game=slot&clientSeed=${clientSeed}&nonce=${nonce}&serverSeedHash=${hashServerSeed(serverSeed)}`);
    const slot = page.getByTestId('verifier-slot');
    await expect(slot.getByTestId('verifier-slot-client-seed')).toHaveValue(clientSeed);
    await slot.getByTestId('verifier-slot-server-seed').fill(serverSeed);
    await slot.getByTestId('verifier-slot-verify').click();
    const result = slot.getByTestId('verifier-slot-result');
    await expect(result).toHaveAttribute('data-hash-ok', 'true');
    await expect(slot.getByTestId('verifier-slot-sha')).toHaveText(hashServerSeed(serverSeed));
    await expect(slot.getByTestId('verifier-slot-stops')).toHaveText(round.base.stops.join(', '));
    await expect(slot.getByTestId('verifier-slot-multiple')).toHaveText(x(multiple));

    // Another seed than the one committed to is caught.
    await slot.getByTestId('verifier-slot-server-seed').fill(`${serverSeed}x`);
    await slot.getByTestId('verifier-slot-verify').click();
    await expect(result).toHaveAttribute('data-hash-ok', 'false');
    await expect(result).toContainText('does not match');
    // The slot config the server serves hashes to its configHash by the published rule.
    await expect(slot.getByTestId('verifier-served-hash-ok')).toHaveAttribute('data-ok', 'true');
    await expect(slot.getByTestId('verifier-served-hash')).toContainText(slotDefinitionHash(SAVANNA_SLOT));
    expect(problems.errors).toEqual([]);
  });

  test("lists each wheel prize's chance from the served table and checks its hash", async ({ page, problems }) => {
    await page.goto('/links/5?game=diamondspin');
    const wheels = page.getByTestId('verifier-wheels');
    const rows = wheels.getByTestId('verifier-wheel-chances').locator('tbody tr');
    await expect(rows).toHaveCount(DIAMOND_SPIN_TABLE.segments.length);
    await expect(rows.last()).toContainText('2 / 1000');
    await expect(rows.last()).toContainText('0.20%');
    await expect(wheels.getByTestId('verifier-served-hash-ok')).toHaveAttribute('data-ok', 'true');
    expect(problems.errors).toEqual([]);
  });
});
