import { describe, expect, it } from 'vitest';
import type { VipBenefitView, VipLevelView } from '@nyota/contract/api/vip';
import { claimableDaily, isGamePage, statusKey, unlockedBy } from './vip-popups';

function benefit(over: Partial<VipBenefitView>): VipBenefitView {
  return { id: 102, enable: 1, statu: -1, type: 2, state: 1, cashbackAmount: 500, bonusType: 3, ...over };
}

describe('claimableDaily', () => {
  it('finds the daily reward only while its status is 0 and it is switched on', () => {
    const daily = benefit({ statu: 0 });
    expect(claimableDaily([benefit({ id: 101, type: 1, statu: 0 }), daily])).toBe(daily);
    expect(claimableDaily([benefit({ statu: 1 })])).toBeNull();
    expect(claimableDaily([benefit({ statu: -1 })])).toBeNull();
    expect(claimableDaily([benefit({ statu: 0, enable: 0 })])).toBeNull();
    expect(claimableDaily([])).toBeNull();
  });
});

describe('unlockedBy', () => {
  const levels: VipLevelView[] = [
    { id: 0, score: 0, state: [] },
    { id: 1, score: 1000, state: [benefit({ id: 101, type: 1 }), benefit({ id: 102 }), benefit({ id: 103, enable: 0 })] },
  ];
  it("lists the level's switched-on benefits", () => {
    expect(unlockedBy(levels, 1).map((b) => b.id)).toEqual([101, 102]);
    expect(unlockedBy(levels, 0)).toEqual([]);
    expect(unlockedBy(levels, 7)).toEqual([]);
  });
});

describe('isGamePage', () => {
  it('knows the play and demo pages of a game', () => {
    expect(isGamePage('/games/2/play')).toBe(true);
    expect(isGamePage('/games/12/demo/')).toBe(true);
    expect(isGamePage('/ABC123/whatsapp/games/2/play')).toBe(true);
    expect(isGamePage('/games')).toBe(false);
    expect(isGamePage('/')).toBe(false);
    expect(isGamePage('/vip')).toBe(false);
    expect(isGamePage('/games/2/play/rules')).toBe(false);
  });
});

describe('statusKey', () => {
  it('names claimable, claimed, claimed today and active; nothing when not available', () => {
    expect(statusKey(benefit({ statu: 0 }))).toBe('vip.status_claimable');
    expect(statusKey(benefit({ statu: 1 }))).toBe('vip.status_claimed_today');
    expect(statusKey(benefit({ type: 1, statu: 1 }))).toBe('vip.status_claimed');
    expect(statusKey(benefit({ type: 6, statu: 1 }))).toBe('vip.status_active');
    expect(statusKey(benefit({ statu: -1 }))).toBeNull();
  });
});
