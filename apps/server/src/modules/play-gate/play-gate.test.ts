/**
 * Trust review item 12, per-bet games: a slot or wheel spin asks the play gate as it begins, so an
 * exclusion committed while the member's session still answers (a request already in flight, or a
 * session on another node not yet revoked) stops the spin and moves no money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { post, signUp, type SignedUp } from '../auth/auth.test-kit.js';
import { LedgerService } from '../ledger/index.js';
import { fund } from '../ledger/ledger.test-kit.js';

let t: TestApp;
let ledger: LedgerService;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  ledger = new LedgerService({ db: t.database.db, bus: t.bus });
});
afterAll(() => t.close());

/** An exclusion as the database holds it once committed, the member's session not yet gone. */
async function excludeBehindTheSession(memberId: string): Promise<void> {
  const now = t.clock.now();
  await t.database.db
    .insertInto('self_exclusions')
    .values({
      member_id: memberId,
      period: '1m',
      reason: 'a break',
      comment: '',
      starts_at: now,
      ends_at: new Date(now.getTime() + 30 * 86_400_000),
      created_at: now,
    })
    .execute();
}

async function funded(): Promise<SignedUp> {
  const m = await signUp(t);
  await fund(ledger, m.memberId, 100_000);
  await fund(ledger, m.memberId, 100_000, 'coin');
  await fund(ledger, m.memberId, 100_000, 'diamond');
  return m;
}

const spins: { name: string; path: string; body: Record<string, string> }[] = [
  { name: 'slot', path: routes.slotSpin.path, body: { gameId: String(GameId.SAVANNA_SLOT), stake: '100' } },
  { name: 'coin wheel', path: routes.wheelSpin.path, body: { gameId: String(GameId.COIN_SPIN) } },
  { name: 'diamond wheel', path: routes.wheelSpin.path, body: { gameId: String(GameId.DIAMOND_SPIN) } },
];

describe('play gate on per-bet games', () => {
  it.each(spins)('a $name spin is taken before the exclusion and refused after it', async ({ path, body }) => {
    const m = await funded();
    expect(envelope(await post(t, path, body, { token: m.token })).code).toBe(0);

    await excludeBehindTheSession(m.memberId);
    const before = await ledger.balances(m.memberId);
    const refused = envelope(await post(t, path, body, { token: m.token }));
    expect(refused).toMatchObject({ code: ErrorCode.SELF_EXCLUDED, data: null });
    expect(await ledger.balances(m.memberId)).toEqual(before);
  });
});
