import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { recordSql } from '../../../test-support/sql-snapshot.js';
import { createMembers } from '../../ledger/ledger.test-kit.js';
import type { NewBet } from './crash-bets.repo.js';
import { CrashRepo } from './crash.repo.js';

/**
 * The SQL of a crash round's life (config, round, bets, cash-outs, the end and settlement,
 * the refund paths, recall), committed in __sql__/crash.sql so a review shows what a change does to
 * it. Each step runs on a real database; see docs/database.md.
 */
/** Bet ids are UUIDs; fixed ones keep the run repeatable. */
const betId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [BET_A, BET_B, BET_C, BET_NONE] = [betId(1), betId(2), betId(3), betId(4)];

describe('crash SQL', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(async () => {
    await h.close();
  });

  it('matches __sql__/crash.sql', async () => {
    const [memberId = '', otherId = ''] = await createMembers(h.db, 2);
    const t0 = new Date('2026-01-01T12:00:00Z');
    const later = new Date('2026-01-01T12:00:30Z');
    // The chain's own SQL is the hash-chain module's (hash-chain/__sql__/hash-chain.sql).
    const chainId = 1;
    await h.db
      .insertInto('hash_chains')
      .values({
        game: 'crash',
        id: chainId,
        seed: 'seed',
        terminating_hash: 'hash',
        checkpoint_every: 1000,
        checkpoints: ['seed'],
        salt: 'salt',
        salt_kind: 'development',
        salt_set_at: t0,
        hmac_scheme: 2,
        length: 10,
        created_at: t0,
      })
      .execute();
    const rec = recordSql(h.db, 'crash.sql.test.ts');
    const crash = new CrashRepo();
    const config = {
      version: 'sql-1',
      houseEdgeBp: 100,
      minStake: 100,
      maxStake: 100_000,
      maxWin: 1_000_000,
      roundLiabilityCap: 10_000_000,
    };

    await rec.step('configs.insertConfig', (db) => crash.configs.insertConfig(db, config, t0));
    await rec.step('configs.latestConfig', (db) => crash.configs.latestConfig(db));
    await rec.step('configs.config', (db) => crash.configs.config(db, config.version));
    const game = 1;
    const roundId = await rec.step('rounds.insertRound', (db) =>
      crash.rounds.insertRound(
        db,
        {
          chainId,
          gameNumber: game,
          gameHash: 'game-hash',
          commitment: 'commitment',
          crashPoint: 250,
          houseEdgeBp: 100,
          configVersion: config.version,
          bettingOpensAt: t0,
          bettingClosesAt: t0,
          leaseOwner: 'node-a',
          leaseTerm: 1,
          leaseUntil: later,
        },
        t0,
      ),
    );
    await rec.step('rounds.round', (db) => crash.rounds.round(db, roundId));

    const bet = (id: string, panel: 1 | 2, member = memberId): NewBet => ({
      id,
      roundId,
      memberId: member,
      panel,
      stake: 1_000,
      autoCashout: null,
      target: 10_000,
      configVersion: config.version,
      createdAt: t0,
    });
    await rec.step('bets.insertPendingBet', (db) => crash.bets.insertPendingBet(db, bet(BET_A, 1)));
    await rec.step("bets.setBonusStake: a stake's bonus share, in the transaction that takes it", (db) =>
      crash.bets.setBonusStake(db, BET_A, 400, '1'),
    );
    await rec.step('bets.openBet', (db) =>
      crash.bets.openBet(db, BET_A, { stakeTx: 'tx-a', balanceBefore: 5_000, balanceAfter: 4_000 }),
    );
    await rec.step('bets.deletePendingBet: a refused stake', (db) => crash.bets.deletePendingBet(db, BET_NONE));
    for (const b of [bet(BET_B, 2), bet(BET_C, 1, otherId)]) {
      await crash.bets.insertPendingBet(h.db, b);
      await crash.bets.openBet(h.db, b.id, { stakeTx: `tx-${b.id}`, balanceBefore: 4_000, balanceAfter: 3_000 });
    }

    await rec.step('rounds.markRunning', (db) => crash.rounds.markRunning(db, roundId, t0, 'node-a', later));
    await rec.step('rounds.renewLease', (db) => crash.rounds.renewLease(db, roundId, 'node-a', later));
    await rec.step('rounds.takeLease', (db) => crash.rounds.takeLease(db, roundId, { owner: 'node-a', term: 1 }, t0, later));
    const cashed = await rec.step('bets.cashOutGroup: the cash-outs of one group commit', (db) =>
      crash.bets.cashOutGroup(db, [{ id: BET_A, multiplier: 150, reason: 'manual', at: later }]),
    );
    expect(cashed.map((b) => b.status)).toEqual(['cashed']);
    await rec.step('bets.recordWins: the wins of the group', (db) =>
      crash.bets.recordWins(db, [{ id: BET_A, winTx: 'win-a', balanceAfter: 5_500 }]),
    );
    await rec.step('bets.cashOutMany: auto cash-outs of a tick', (db) =>
      crash.bets.cashOutMany(db, [{ id: BET_B, multiplier: 200, reason: 'auto' }], later),
    );
    const ended = await rec.step('endRound (rounds.end + bets.loseAllOpen, one transaction)', (db) =>
      db
        .transaction()
        .execute((trx) => crash.endRound(trx, roundId, { endedAt: later, forced: false, resolution: 'played', owner: 'node-a' })),
    );
    expect(ended).toBe(true);
    const unpaid = await rec.step('bets.unpaidBets', (db) => crash.bets.unpaidBets(db, roundId));
    expect(unpaid.map((b) => b.id)).toEqual([BET_B]);
    await rec.step('bets.recordWin: a win paid after its cash-out (recovery)', (db) =>
      crash.bets.recordWin(db, BET_B, 'win-b', 6_000),
    );
    await rec.step('bets.betsOfRound', (db) => crash.bets.betsOfRound(db, roundId));
    await rec.step('bets.bet', (db) => crash.bets.bet(db, BET_C));
    await rec.step('rounds.markSettled', (db) => crash.rounds.markSettled(db, roundId, later));
    await rec.step('rounds.releaseLease', (db) => crash.rounds.releaseLease(db, roundId, 'node-a'));
    await rec.step('rounds.unsettledRounds', (db) => crash.rounds.unsettledRounds(db));
    await rec.step('rounds.recentRounds', (db) => crash.rounds.recentRounds(db, 20));

    await rec.step('refund path: bets.refundOpen', (db) => crash.bets.refundOpen(db, BET_C, 'refunded', later));
    await rec.step('refund path: bets.refundAllOpen', (db) => crash.bets.refundAllOpen(db, roundId, later));
    await rec.step('refund path: bets.recordRefund', (db) => crash.bets.recordRefund(db, BET_C, 'refund-c', 4_000));
    await rec.step('refund path: bets.voidBet', (db) => crash.bets.voidBet(db, BET_C, null, null, later));

    const recall = await rec.step('memberBets (bets.latestOfMember + rounds.byIds)', (db) => crash.memberBets(db, memberId, 20));
    expect(recall).toHaveLength(2);

    await expect(rec.text()).toMatchFileSnapshot('./__sql__/crash.sql');
  });
});
