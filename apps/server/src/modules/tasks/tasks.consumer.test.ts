/**
 * The `tasks` consumer's counting, without a database: which facts move which task, by how much,
 * and sign-ins counted once per market day across batches; plus the period and countdown rules.
 */
import { describe, expect, it } from 'vitest';
import { TaskType, type TaskDefinition } from '@nyota/contract/staff/task-settings-schemas';
import type { ActivityEvent, ActivityFact } from '../activity/index.js';
import type { PlacedTask } from './task-counting.js';
import { msUntilReset, periodOf } from './task-period.js';
import { moved, stepsOf } from './tasks.consumer.js';
import { raisedBonus } from './task-views.js';

const TZ = 'Africa/Lusaka';
let seq = 0;
function ev<F extends ActivityFact>(fact: F, at = '2026-11-20T08:00:00Z', memberId = '7'): ActivityEvent {
  seq += 1;
  return { ...fact, memberId, at: new Date(at), id: String(seq), txId: String(seq) };
}
const bet = (
  p: Partial<{ gameId: number; unit: 'cash' | 'coin'; stake: number; payout: number; bonusStake: number }>,
  at?: string,
) => {
  const stake = p.stake ?? 100;
  const payout = p.payout ?? 0;
  return ev(
    {
      kind: 'bet.settled',
      payload: {
        gameId: p.gameId ?? 2,
        betRef: 'x',
        unit: p.unit ?? 'cash',
        stake,
        payout,
        multiplier: Math.floor((payout * 100) / stake),
        bonusStake: p.bonusStake ?? 0,
      },
    },
    at,
  );
};
const signIn = (at: string) => ev({ kind: 'member.signed_in', payload: { method: 'password' } }, at);
const def = (type: TaskDefinition['type'], more: Partial<TaskDefinition> = {}): PlacedTask => ({
  list: 'center',
  index: 0,
  period: 'day',
  task: { id: type, type, enable: true, target: 5, gameId: null, minMultiplier: 200, bonus: 100, bonusType: 3, ...more },
});

describe('tasks consumer counting', () => {
  it('counts cash bets only: plays of the named game, wins at the multiplier, the cash part staked', () => {
    const events = [
      bet({}),
      bet({ gameId: 1, payout: 300 }),
      bet({ unit: 'coin', payout: 500 }),
      bet({ stake: 1_000, bonusStake: 400, payout: 1_500 }),
      ev({
        kind: 'deposit.succeeded',
        payload: { intentId: '00000000-0000-4000-8000-000000000000', amount: 5_000, provider: 'x' },
      }),
      ev({ kind: 'referral.qualified', payload: { referralId: '1', inviteeId: '2' } }),
    ];
    const tasks = [
      def(TaskType.PLAY, { gameId: 2 }),
      def(TaskType.WIN_MULTIPLIER),
      def(TaskType.WAGER),
      def(TaskType.DEPOSIT),
      def(TaskType.INVITE),
    ];
    const steps = stepsOf(events, tasks, TZ);
    expect(Object.fromEntries(steps.map((s) => [s.placed.task.type, s.add]))).toEqual({
      [TaskType.PLAY]: 2,
      [TaskType.WIN_MULTIPLIER]: 1,
      [TaskType.WAGER]: 100 + 100 + 600,
      [TaskType.DEPOSIT]: 5_000,
      [TaskType.INVITE]: 1,
    });
  });

  it('counts sign-ins once per market day, across batches, in the period of the event', () => {
    const placed = def(TaskType.SIGN_IN, { target: 3 });
    const weekly = { ...placed, period: 'week' as const };
    // 23:30 and 23:50 on Monday in Lusaka are one day; 00:10 Tuesday is the next.
    const first = stepsOf([signIn('2026-11-23T21:30:00Z'), signIn('2026-11-23T21:50:00Z')], [weekly], TZ);
    expect(first).toHaveLength(1);
    const row1 = moved(undefined, first[0]!);
    expect(row1).toMatchObject({ period: '2026-11-23', current: 1, lastDay: '2026-11-23' });
    const second = stepsOf([signIn('2026-11-23T21:55:00Z'), signIn('2026-11-23T22:10:00Z')], [weekly], TZ);
    expect(moved(row1, second[0]!)).toMatchObject({ current: 2, lastDay: '2026-11-24' });
  });

  it('names periods and counts down to 00:00 market time (a week from Monday)', () => {
    const at = new Date('2026-11-20T08:00:00Z');
    expect(periodOf(at, 'day', TZ)).toBe('2026-11-20');
    expect(periodOf(at, 'week', TZ)).toBe('2026-11-16');
    expect(msUntilReset(at, 'day', TZ)).toBe(14 * 3_600_000);
    expect(msUntilReset(at, 'week', TZ)).toBe((14 + 48) * 3_600_000);
    expect(periodOf(new Date('2026-11-22T22:00:00Z'), 'week', TZ)).toBe('2026-11-23');
  });

  it('raises a prize by the percent per VIP level, floored', () => {
    expect(raisedBonus(1_500, 0, 5)).toBe(1_500);
    expect(raisedBonus(1_500, 3, 5)).toBe(1_725);
    expect(raisedBonus(333, 1, 5)).toBe(349);
  });
});
