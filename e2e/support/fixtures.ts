/**
 * The `test` every spec imports: each test is a different player (own client address, so per-IP
 * limits such as OTP_MAX_PER_HOUR_PER_IP apply per test, not to the whole run) and collects what
 * the page reports as errors, so a spec can assert a clean console.
 */
import { test as base, type Page } from '@playwright/test';
import { uniqueClientIp } from './phone.js';

export interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': uniqueClientIp() });
  },
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
});

export { expect } from '@playwright/test';

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.errors.push(`uncaught: ${err.message}`));
  return problems;
}
