/**
 * The home page's banner carousel and intro text (wallet seed, home; docs/product-rules/home-page.md):
 * the slides are the ones the server serves for its market, 1 is in view on a phone and 3 on
 * desktop, they move on their own and by the controls, and the intro opens with "Show more".
 */
import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { marketData } from '@nyota/contract/api/config';
import { apiPaths } from '@nyota/contract/api/paths';
import { expect, test } from './support/fixtures.js';

const envelope = z.object({ code: z.literal(0), data: marketData });

async function serverSlides(page: Page) {
  const res = await page.request.get(apiPaths.market.path);
  return envelope.parse(await res.json()).data.homeSlides;
}

/** Test ids of the slides wholly inside the carousel's track, left to right. */
function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const track = root.querySelector('.carousel__track');
    if (!track) return [];
    const box = track.getBoundingClientRect();
    return Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'))
      .filter((s) => {
        const r = s.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((s) => s.dataset['testid'] ?? '');
  });
}

test('the banner shows the server’s slides, 1 at a time on a phone and 3 on desktop, and moves', async ({
  page,
  problems,
}, testInfo) => {
  const slides = await serverSlides(page);
  const ids = slides.map((s) => `banner-slide-${s.id}`);
  const perView = testInfo.project.name === 'mobile' ? 1 : 3;
  expect(slides.length).toBeGreaterThan(perView);

  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByTestId('banner-title')).toHaveText(slides.map((s) => s.title.en));
  await expect.poll(() => slidesInView(carousel)).toEqual(ids.slice(0, perView));
  // Light on data: only the first picture is fetched at once, and every one has its box reserved.
  const images = carousel.locator('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  for (const img of await images.all()) await expect(img).toHaveAttribute('width', '640');

  if (perView === 1) {
    // Left alone, the slides move on (every 5 s); one phone run proves it, the desktop run skips the wait.
    await expect.poll(() => slidesInView(carousel), { timeout: 9_000 }).toEqual(ids.slice(1, 2));
    await page.getByTestId('banner-dot-0').click();
    await expect.poll(() => slidesInView(carousel)).toEqual(ids.slice(0, 1));
  }

  await page.getByTestId('banner-autoplay').click();
  await expect(page.getByTestId('banner-autoplay')).toHaveAccessibleName('Play the slides');
  await page.getByTestId('banner-next').click();
  await expect.poll(() => slidesInView(carousel)).toEqual(ids.slice(1, 1 + perView));
  await expect(page.getByTestId('banner-dot-1')).toHaveAttribute('aria-current', 'true');
  // From the keyboard: a dot takes the carousel to its position.
  await page.getByTestId('banner-dot-2').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slidesInView(carousel)).toEqual(ids.slice(2, 2 + perView));
  await page.getByTestId('banner-prev').click();
  await expect.poll(() => slidesInView(carousel)).toEqual(ids.slice(1, 1 + perView));
  expect(problems.errors).toEqual([]);
});

test('a player who asked for less motion gets a carousel that starts paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByTestId('banner-autoplay')).toHaveAccessibleName('Play the slides');
});

test('the intro text opens with Show more and closes with Show less', async ({ page, problems }) => {
  await page.goto('/');
  const intro = page.getByTestId('home-intro');
  await intro.scrollIntoViewIfNeeded();
  await expect(intro.getByRole('heading', { name: 'About Nyota' })).toBeVisible();
  const body = intro.getByTestId('intro-body');
  const cutOff = () => body.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
  const toggle = intro.getByRole('button', { name: 'Show more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await cutOff()).toBe(true);

  await toggle.click();
  const less = intro.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(cutOff).toBe(false);
  await expect(body).toContainText('MTN, Airtel or Zamtel');

  await less.click();
  await expect(intro.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(cutOff).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('the carousel controls are touch-sized: 44 px buttons and 44 px tall dots', async ({ page }) => {
  await page.goto('/');
  for (const id of ['banner-autoplay', 'banner-prev', 'banner-next', 'banner-dot-0']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box?.height ?? 0, id).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, id).toBeGreaterThanOrEqual(id.startsWith('banner-dot') ? 24 : 44);
  }
});

test('on the smallest phone (320 px) the home page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByTestId('banner-next')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
