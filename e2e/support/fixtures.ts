/**
 * The `test` every spec imports: each test is a different player (own client address, so per-IP
 * limits such as OTP_MAX_PER_HOUR_PER_IP apply per test, not to the whole run) and collects what
 * the page reports as errors, so a spec can assert a clean console.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { MARKETS } from '@nyota/contract/markets';
import { uniqueClientIp } from './phone.js';

export interface PageProblems {
  /** console.error messages and uncaught exceptions, in order. */
  errors: string[];
}

export interface PopupOptions {
  /**
   * Let the home pop-ups open (adverts.spec, first-deposit-bonus.spec). Off elsewhere: a visitor's
   * register pop-up or a new member's first-deposit offer, opening once the lobby is idle, would
   * cover whatever a spec is about to click.
   */
  homePopups: boolean;
  quietPopups: void;
}

/** The e2e server's market (zm): its calendar day is the pop-ups' daily cap (apps/web/src/shared/lib/daily-cap.ts). */
export const E2E_TIME_ZONE = MARKETS.zm.timeZone;

export const test = base.extend<{ problems: PageProblems } & PopupOptions>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': uniqueClientIp() });
  },
  homePopups: [false, { option: true }],
  quietPopups: [
    async ({ context, homePopups }, use) => {
      if (!homePopups) await quietPopupsIn(context);
      await use();
    },
    { auto: true },
  ],
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
});

export { expect } from '@playwright/test';

/**
 * Keeps the home pop-ups shut in a context a test opens itself (a second device, a friend's phone):
 * the fixture does it only for the test's own context, and a register pop-up opening over the lobby
 * would cover the Sign up button (console-harm.spec waited on it for its whole time-out).
 */
export async function quietPopupsIn(context: BrowserContext, { except = [] }: { except?: HomePopup[] } = {}): Promise<void> {
  const names = HOME_POPUPS.filter((n) => !except.includes(n));
  await context.addInitScript(markPopupsShownToday, { timeZone: E2E_TIME_ZONE, names });
}

export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.errors.push(`uncaught: ${err.message}`));
  return problems;
}

/** The home pop-ups' names in the daily cap (shared/lib/daily-cap.ts: `shownOnDay:popup:<name>`). */
const HOME_POPUPS = ['register', 'first-deposit', 'pack-deposit', 'invite', 'vip-daily'] as const;
type HomePopup = (typeof HOME_POPUPS)[number];

/** Runs in the page before its scripts: records these home pop-ups as already shown today. */
function markPopupsShownToday({ timeZone, names }: { timeZone: string; names: readonly string[] }): void {
  // Also runs on about:blank (a page may rest there between steps), which has no storage.
  if (location.protocol === 'about:') return;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.now(),
  );
  for (const name of names) localStorage.setItem(`shownOnDay:popup:${name}`, day);
}
