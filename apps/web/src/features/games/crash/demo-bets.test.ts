import { describe, expect, it } from 'vitest';
import { addDemoBet, autoCashOutDemo, cancellableDemoBet, cashOutDemo, joinRound, newDemoBet } from './demo-bets';
import { demoBet, roundView } from './test-fixtures';

describe('demo bets', () => {
  it('join the round on screen while its betting is open by the server clock, else queue', () => {
    const r = roundView({ bettingClosesAt: 10_000 });
    expect(newDemoBet(1, 500, null, r, 9_999, 42)).toEqual(demoBet({ id: '42-1', stake: 500 }));
    expect(newDemoBet(2, 500, 150, r, 10_000, 42)).toMatchObject({ status: 'queued', roundId: null, autoCashout: 150 });
    expect(newDemoBet(1, 500, null, roundView({ phase: 'running' }), 0, 42).status).toBe('queued');
    expect(newDemoBet(1, 500, null, null, 0, 42).status).toBe('queued');
  });

  it("replace the panel's old bet but keep one still open in the round in play", () => {
    const settled = [demoBet({ status: 'lost' }), demoBet({ id: 'other', panel: 2 })];
    expect(addDemoBet(settled, demoBet({ id: 'new' })).map((b) => b.id)).toEqual(['other', 'new']);
    const cashedInPlay = [demoBet({ cashedAt: 150 })];
    expect(addDemoBet(cashedInPlay, demoBet({ id: 'new', status: 'queued' })).map((b) => b.id)).toEqual(['d1', 'new']);
  });

  it('waiting in the queue join the next round', () => {
    const list = joinRound(
      [demoBet({ status: 'queued', roundId: null }), demoBet({ id: 'old', status: 'lost', roundId: 'r0' })],
      'r5',
    );
    expect(list.map((b) => [b.status, b.roundId])).toEqual([
      ['open', 'r5'],
      ['lost', 'r0'],
    ]);
  });

  it('may be taken back while queued, or open during betting', () => {
    expect(cancellableDemoBet([demoBet({ status: 'queued' })], 1, 'running')?.id).toBe('d1');
    expect(cancellableDemoBet([demoBet()], 1, 'betting')?.id).toBe('d1');
    expect(cancellableDemoBet([demoBet()], 1, 'running')).toBeNull();
    expect(cancellableDemoBet([demoBet()], 2, 'betting')).toBeNull();
  });

  it('cash out once, at the multiplier given', () => {
    const once = cashOutDemo([demoBet(), demoBet({ id: 'p2', panel: 2 })], 1, 180);
    expect(once.map((b) => b.cashedAt)).toEqual([180, null]);
    expect(cashOutDemo(once, 1, 300)[0]?.cashedAt).toBe(180);
  });

  it('cash out automatically at their target once the curve passes it, and leave the list alone otherwise', () => {
    const list = [demoBet({ autoCashout: 150 }), demoBet({ id: 'high', autoCashout: 500 }), demoBet({ id: 'none' })];
    expect(autoCashOutDemo(list, 149)).toBe(list);
    expect(autoCashOutDemo(list, 160).map((b) => b.cashedAt)).toEqual([150, null, null]);
  });
});
