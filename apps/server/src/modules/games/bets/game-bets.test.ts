/** Recording settled bets on a real database: one row per (game, bet), retries change nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { GameId } from '@nyota/contract/games-constants';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import type { SettledBet } from './game-bets.api.js';
import { multiplierOf } from './game-bets.repo.js';
import { GameBetsService } from './game-bets.service.js';

let handle: DatabaseHandle;
let memberId: string;
const bets = new GameBetsService();

beforeAll(async () => {
  handle = await createTestDatabase();
  const row = await handle.db
    .insertInto('members')
    .values({ mobile: '0971000001', password_hash: 'x', invite_code: 'BETS01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  memberId = row.id;
});

afterAll(async () => {
  await handle.close();
});

function bet(over: Partial<SettledBet> = {}): SettledBet {
  return {
    gameId: GameId.AVIATOR,
    betRef: 'r1:b1',
    memberId,
    unit: 'cash',
    stake: 1_000,
    payout: 2_350,
    outcome: { crashPoint: 512, cashedOutAt: 235 },
    fairness: { gameHash: 'ab'.repeat(32) },
    configVersion: 'crash-v1',
    balanceBefore: 5_000,
    balanceAfter: 6_350,
    placedAt: new Date('2026-03-01T10:00:00Z'),
    settledAt: new Date('2026-03-01T10:00:09Z'),
    ...over,
  };
}

describe('game bets', () => {
  it('computes the multiplier in hundredths, floored, and 0 for a zero stake', () => {
    expect(multiplierOf(1_000, 2_350)).toBe(235);
    expect(multiplierOf(300, 1_000)).toBe(333);
    expect(multiplierOf(1_000, 0)).toBe(0);
    expect(multiplierOf(0, 0)).toBe(0);
  });

  it('stores a settled bet and returns it with its outcome and fairness data', async () => {
    const stored = await handle.db.transaction().execute((trx) => bets.recordSettled(bet(), { trx }));
    expect(stored).toMatchObject({ gameId: GameId.AVIATOR, betRef: 'r1:b1', stake: 1_000, payout: 2_350, multiplier: 235 });
    expect(stored.outcome).toEqual({ crashPoint: 512, cashedOutAt: 235 });
    expect(stored.balanceAfter).toBe(6_350);
  });

  it('records a retried settlement once and keeps the first values', async () => {
    const again = await handle.db.transaction().execute((trx) => bets.recordSettled(bet({ payout: 9_999 }), { trx }));
    expect(again.payout).toBe(2_350);
    const { rows } = await sql<{ n: string }>`select count(*) as n from game_bets where bet_ref = 'r1:b1'`.execute(handle.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('lets another game use the same bet ref', async () => {
    const other = await handle.db
      .transaction()
      .execute((trx) => bets.recordSettled(bet({ gameId: GameId.SAVANNA_SLOT, payout: 0 }), { trx }));
    expect(other.gameId).toBe(GameId.SAVANNA_SLOT);
    expect(other.multiplier).toBe(0);
  });

  it('refuses a negative or fractional amount before writing', async () => {
    await expect(
      handle.db.transaction().execute((trx) => bets.recordSettled(bet({ betRef: 'x', stake: -1 }), { trx })),
    ).rejects.toThrow(/bad stake/);
    await expect(
      handle.db.transaction().execute((trx) => bets.recordSettled(bet({ betRef: 'y', payout: 1.5 }), { trx })),
    ).rejects.toThrow(/bad payout/);
  });
});
