/**
 * Cash-rain rounds for browser tests, scheduled as staff do (the `cash_rain` setting over the staff
 * API, versioned and audited), so a test never depends on the wall clock: it opens a round that is
 * on time now and ends it when it wants the seed revealed (docs/product-rules/cash-rain.md#scheduling).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { STAFF_CSRF_HEADER } from '@nyota/contract/staff/constants';
import { adminSession } from './staff-console.js';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface RoundDoc {
  key: string;
  begin: string;
  end: string;
  tiers: { amount: number; count: number }[];
}

interface CashRainSetting {
  key: string;
  value: { title?: string; rounds?: RoundDoc[] };
  current: { version: number } | null;
}

export interface StaffSession {
  cookie: string;
  csrf: string;
}

async function current(request: APIRequestContext, s: StaffSession): Promise<CashRainSetting> {
  const res = await request.get('/staff-api/settings', { headers: { cookie: s.cookie } });
  const body = (await res.json()) as Envelope<{ items: CashRainSetting[] }>;
  expect(body.code, body.msg).toBe(0);
  const setting = body.data.items.find((i) => i.key === 'cash_rain');
  if (!setting) throw new Error('no cash_rain setting offered');
  return setting;
}

async function save(request: APIRequestContext, s: StaffSession, edit: (rounds: RoundDoc[]) => RoundDoc[], reason: string) {
  const setting = await current(request, s);
  const rounds = edit(setting.value.rounds ?? []);
  const res = await request.put('/staff-api/settings', {
    data: {
      key: 'cash_rain',
      value: { title: setting.value.title ?? 'Raining Money', rounds },
      baseVersion: setting.current?.version ?? 0,
      reason,
    },
    headers: { cookie: s.cookie, [STAFF_CSRF_HEADER]: s.csrf },
  });
  const body = (await res.json()) as Envelope<unknown>;
  expect(body.code, body.msg).toBe(0);
}

/** Adds a round on time from now for `minutes`, cut by `tiers`; returns the staff session that made it. */
export async function openRound(
  request: APIRequestContext,
  key: string,
  tiers: RoundDoc['tiers'],
  minutes = 10,
): Promise<StaffSession> {
  const s = await adminSession(request);
  const now = Date.now();
  const round = { key, begin: new Date(now - 1_000).toISOString(), end: new Date(now + minutes * 60_000).toISOString(), tiers };
  await save(request, s, (rounds) => [...rounds, round], 'browser test: a cash-rain round now');
  return s;
}

/** Ends the round now (an end already past takes effect at the save), which reveals its seed. */
export async function endRound(request: APIRequestContext, s: StaffSession, key: string): Promise<void> {
  const end = new Date().toISOString();
  await save(request, s, (rounds) => rounds.map((r) => (r.key === key ? { ...r, end } : r)), 'browser test: end the round');
}
