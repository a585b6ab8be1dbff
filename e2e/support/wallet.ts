/**
 * What a player does with the wallet (deposit, withdraw) and what the payer does on the sandbox
 * handset, written once so wallet.spec.ts reads as the flows it checks. The app's own API is called
 * the way the web client calls it (the session token from its cookie, as a Bearer header), for
 * steps that are set-up rather than the flow under test.
 */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { apiPaths } from '@nyota/contract/api/paths';
import { isMobileLayout, type Player } from './player.js';
import { zambiaE164 } from './phone.js';

export const SANDBOX = '/sandbox';

/** "K 100.00" from minor units, as the app writes money (amounts here stay below K 1,000). */
export function kwacha(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0 || minor >= 100_000) throw new Error(`kwacha(): unsupported amount ${minor}`);
  return `K ${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** The operator the app preselects for a Zambian number: 096… MTN, 097… Airtel (phone.ts makes only these). */
export function operatorOf(player: Player): 'MTN' | 'AIRTEL' {
  if (player.mobile.startsWith('096')) return 'MTN';
  if (player.mobile.startsWith('097')) return 'AIRTEL';
  throw new Error(`no operator known for ${player.mobile}`);
}

// ---- the app's API, as the logged-in web client ----------------------------------------------

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The session token the web client keeps in its `token` cookie. */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie?.value) throw new Error('no session token cookie: is the player logged in?');
  return cookie.value;
}

export async function callApi<T>(
  page: Page,
  route: { method: string; path: string },
  params: Record<string, string> = {},
): Promise<T> {
  const token = await sessionToken(page.context());
  const headers = { Authorization: `Bearer ${token}`, token };
  const res =
    route.method === 'GET'
      ? await page.request.get(route.path, { headers, params })
      : await page.request.fetch(route.path, { method: route.method, headers, form: params });
  expect(res.ok(), `${route.method} ${route.path} answered HTTP ${res.status()}`).toBe(true);
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${route.method} ${route.path}: ${body.msg}`).toBe(0);
  return body.data;
}

export interface ChannelRef {
  id: number;
  channelCode: string;
}

export interface MemberTax {
  fee: number;
  tax: number;
  net: number;
  taxRate: number;
  taxableAmount: number;
  /** docs/product-rules/wallet-unwagered-fee.md: the extra fee on deposits not yet played. */
  extraFee: number;
  unwageredAmount: number;
  extraFeeRate: number;
}

export function depositChannels(page: Page): Promise<(ChannelRef & { selected: boolean })[]> {
  return callApi(page, apiPaths.depositChannels);
}

export function withdrawChannels(page: Page): Promise<ChannelRef[]> {
  return callApi(page, apiPaths.withdrawChannels);
}

/** GET /account-service/withdraw/getMemberTax: the server's quote for a withdrawal. */
export function memberTax(page: Page, money: number, channel: number): Promise<MemberTax> {
  return callApi(page, apiPaths.withdrawMemberTax, { money: String(money), channel: String(channel) });
}

/**
 * Starts a deposit on the player's preselected channel, as Pay does: the prompt goes to the phone.
 * Resolves to its transNo, which is also the record's id.
 */
export async function startDepositByApi(page: Page, amount: number): Promise<string> {
  const channels = await depositChannels(page);
  const channel = channels.find((c) => c.selected) ?? channels[0];
  if (!channel) throw new Error('no deposit channel offered');
  const data = await callApi<{ redirectUrl: string }>(page, apiPaths.depositInit, {
    itemId: '0',
    payMoney: String(amount),
    payChannel: String(channel.id),
  });
  expect(data.redirectUrl).toContain('transNo=');
  return new URL(data.redirectUrl, 'http://localhost').searchParams.get('transNo') ?? '';
}

// ---- the payer's handset (sandbox) -------------------------------------------------------------

interface SandboxPrompt {
  id: string;
  msisdn: string;
  amountMinor: number;
}

/**
 * The payer answers the prompt for `amount` through the sandbox control API (what the phone page's
 * buttons post), once the provider has opened it.
 */
export async function answerPromptByApi(
  request: APIRequestContext,
  player: Player,
  amount: number,
  action: 'approve' | 'reject',
): Promise<void> {
  const msisdn = zambiaE164(player.mobile);
  let promptId: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${SANDBOX}/control/prompts`, { params: { msisdn } });
        const { prompts } = (await res.json()) as { prompts: SandboxPrompt[] };
        promptId = prompts.find((p) => p.amountMinor === amount)?.id;
        return promptId;
      },
      { message: `a prompt for ${amount} on +${msisdn}` },
    )
    .toBeTruthy();
  const res = await request.post(`${SANDBOX}/control/prompts/${promptId}/${action}`, { data: {} });
  expect(res.ok(), `${action} answered HTTP ${res.status()}: ${await res.text()}`).toBe(true);
}

/** The amounts of the prompts waiting on the player's handset (none once a deposit is refused). */
export async function promptsOnPhone(request: APIRequestContext, player: Player): Promise<number[]> {
  const res = await request.get(`${SANDBOX}/control/prompts`, { params: { msisdn: zambiaE164(player.mobile) } });
  expect(res.ok(), `GET ${SANDBOX}/control/prompts answered HTTP ${res.status()}`).toBe(true);
  const { prompts } = (await res.json()) as { prompts: SandboxPrompt[] };
  return prompts.map((p) => p.amountMinor);
}

/** Money the provider sent to the player's number (payouts), newest first: amount and phase. */
export async function payoutsTo(request: APIRequestContext, player: Player): Promise<{ amountMinor: number; phase: string }[]> {
  const res = await request.get(`${SANDBOX}/control/intents`, { params: { msisdn: zambiaE164(player.mobile) } });
  expect(res.ok(), `GET ${SANDBOX}/control/intents answered HTTP ${res.status()}`).toBe(true);
  const { intents } = (await res.json()) as { intents: { direction: string; amountMinor: number; phase: string }[] };
  return intents.filter((i) => i.direction !== 'collection').map(({ amountMinor, phase }) => ({ amountMinor, phase }));
}

/** The sandbox phone page of the player's number, in its own tab. */
export async function openPhone(context: BrowserContext, player: Player): Promise<Page> {
  const phone = await context.newPage();
  await phone.goto(`${SANDBOX}/phone?msisdn=${zambiaE164(player.mobile)}`);
  await expect(phone.getByRole('heading', { name: `+${zambiaE164(player.mobile)}` })).toBeVisible();
  return phone;
}

/** The prompt card asking to pay `amount`; the page reloads itself when a prompt arrives. */
export function promptCard(phone: Page, amount: number): Locator {
  const major = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  return phone.locator('li[data-prompt]').filter({ hasText: `Pay ZMW ${major}?` });
}

/** Presses Approve or Reject on the phone page; the page comes back with the sandbox's note. */
export async function answerOnPhone(phone: Page, amount: number, action: 'Approve' | 'Reject'): Promise<void> {
  const card = promptCard(phone, amount);
  await expect(card).toHaveCount(1, { timeout: 10_000 });
  const name = action === 'Approve' ? 'Approve (enter PIN)' : 'Reject';
  await card.getByRole('button', { name, exact: true }).click();
  await expect(phone.getByRole('status')).toBeVisible();
  await expect(promptCard(phone, amount)).toHaveCount(0);
}

// ---- the wallet screens ----------------------------------------------------------------------

/**
 * Where the deposit form is: the /deposit page on phones (bottom navigation), the wallet dialog on
 * desktop (the header's Deposit opens it over the current page).
 */
export async function openDeposit(page: Page): Promise<Locator> {
  if (isMobileLayout(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/deposit$/);
    return page.getByTestId('page-deposit');
  }
  const before = page.url();
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  // A dialog over the page the player was on, not a navigation.
  expect(page.url()).toBe(before);
  return dialog;
}

/** The withdraw page: bottom navigation on phones, the profile page's Withdraw on desktop. */
export async function openWithdraw(page: Page): Promise<Locator> {
  if (isMobileLayout(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Withdraw' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByTestId('profile-withdraw').click();
  }
  await expect(page).toHaveURL(/\/withdraw$/);
  return page.getByTestId('page-withdraw');
}

/** The player sets one of their own limits (minor units, or minutes for session length). */
export async function setLimitByApi(page: Page, kind: string, value: number): Promise<void> {
  await callApi(page, apiPaths.saferPlaySetLimit, { kind, value: String(value) });
}
