/**
 * Cash rain in the browser (docs/product-rules/cash-rain.md), on a phone: staff open a
 * round on time now (cash-rain-rounds.ts, so nothing hangs on the wall clock); a player who has
 * deposited opens the overlay from the home strip, reads the rules and the seed's fingerprint,
 * plays the 3-second countdown and 15 seconds of rain, and is paid the packet (the balance rises by
 * it); once staff end the round, links/5 recomputes the round's packets from the revealed seed and
 * finds the player’s packet among the claims; staff see the round and its packets on the console.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/fixtures.js';
import { balanceChip, liveConnectionReady, logInInUi } from './support/player.js';
import { endRound, openRound } from './support/cash-rain-rounds.js';
import { seededPlayers } from './support/seeded-players.js';
import { answerPromptByApi, kwacha, startDepositByApi } from './support/wallet.js';
import { PHONE_ONLY } from './support/sizes.js';

const FIRST_PAINT_MS = 15_000;
const DEPOSIT = 10_000;
/** Every packet of the test's round is K 5.00, so the award is known before the server picks one. */
const PACKET = 500;
/** 3 s countdown, 15 s of rain, then the one grab: generous for a loaded machine. */
const PLAY_MS = 45_000;

test(
  'a deposited player plays an on-time round, is paid, and checks the packets on links/5',
  PHONE_ONLY,
  async ({ browser, page, request, problems }, info) => {
    test.setTimeout(180_000);
    const player = seededPlayers.claim();
    await page.goto('/');
    const live = liveConnectionReady(page);
    await logInInUi(page, player);
    await live;
    await startDepositByApi(page, DEPOSIT);
    await answerPromptByApi(request, player, DEPOSIT, 'approve');
    await expect(balanceChip(page)).toHaveText(kwacha(DEPOSIT));

    const key = `e2e-${info.project.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now() % 1_000_000}`;
    const staff = await openRound(request, key, [{ amount: PACKET, count: 4 }]);
    await page.goto('/');
    const strip = page.getByTestId('cash-rain-strip');
    await strip.scrollIntoViewIfNeeded({ timeout: FIRST_PAINT_MS });
    await expect(strip).toHaveAttribute('data-state', '1', { timeout: FIRST_PAINT_MS });
    await page.getByTestId('cash-rain-grab').click();

    const overlay = page.getByTestId('cash-rain-overlay');
    await expect(overlay.getByTestId('cash-rain-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(overlay.locator('[data-status="1"]')).toHaveCount(1);
    const roundId = Number(
      (await overlay.locator('[data-status="1"]').getAttribute('data-testid'))?.replace('cash-rain-round-', ''),
    );
    await overlay.getByTestId('cash-rain-start').click();
    await expect(overlay.getByTestId('cash-rain-countdown-start')).toBeVisible();
    await expect(overlay.getByTestId('cash-rain-field')).toBeVisible({ timeout: 10_000 });
    await expect(overlay.getByTestId('cash-rain-combo')).toHaveText('Combo ×0');
    const result = overlay.getByTestId('cash-rain-result');
    await expect(result).toHaveAttribute('data-won', 'true', { timeout: PLAY_MS });
    await expect(result).toContainText(`You won ${kwacha(PACKET)}`);
    await expect(balanceChip(page)).toHaveText(kwacha(DEPOSIT + PACKET));

    await overlay.getByTestId('cash-rain-share').click();
    await expect(page.getByTestId('cash-rain-share-sms')).toHaveAttribute('href', /^sms:/);
    await page.getByTestId('cash-rain-share-dialog').getByRole('button', { name: 'Close' }).click();
    await overlay.getByTestId('cash-rain-close').click();
    await expect(overlay).toBeHidden();

    await endRound(request, staff, key);
    // Home again (before the other project's round opens): the strip says the round ended and offers
    // its check; axe finds nothing serious in it.
    await page.goto('/');
    await strip.scrollIntoViewIfNeeded({ timeout: FIRST_PAINT_MS });
    await expect(strip).toHaveAttribute('data-state', '-1');
    await expect(strip.getByTestId('cash-rain-verify')).toHaveAttribute('href', `/links/5?game=cashrain&roundId=${roundId}`);
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="cash-rain-strip"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.goto(`/links/5?game=cashrain&roundId=${roundId}`);
    const verdict = page.getByTestId('verifier-cashrain-result');
    await expect(verdict).toHaveAttribute('data-ok', 'true', { timeout: FIRST_PAINT_MS });
    await expect(page.getByTestId('verifier-cashrain-claims')).toContainText('All 1 claimed packets match the seed');
    await expect(page.getByTestId('verifier-cashrain-mine')).toContainText(kwacha(PACKET));
    expect(problems.errors).toEqual([]);

    // Staff see the round on the console's Cash rain page: one packet of four claimed, K 5.00 paid.
    const origin = new URL(page.url()).origin;
    const [name, value] = staff.cookie.split('=');
    const staffContext = await browser.newContext({ baseURL: origin });
    await staffContext.addCookies([{ name: name ?? '', value: value ?? '', url: origin }]);
    const desk = await staffContext.newPage();
    await desk.goto('/console/#/cash-rain');
    const row = desk.getByTestId(`cash-rain-round-${roundId}`);
    await expect(row).toContainText(key);
    await row.getByRole('button', { name: 'Packets' }).click();
    const packets = desk.getByTestId('cash-rain-packets');
    await expect(packets.getByRole('row')).toHaveCount(5);
    await expect(packets.getByRole('row').filter({ hasText: 'not claimed' })).toHaveCount(3);
    await staffContext.close();
  },
);
