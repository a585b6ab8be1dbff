/**
 * One slot screen's game: the config, the stake, the balance, and a spin that is real money on the
 * server ('play') or the same math on this browser's seed pair and play money ('demo').
 */
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GameId, type GameMode } from '@nyota/contract/games-constants';
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { SAVANNA_SLOT } from '@nyota/fairness/slots';
import { call } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/i18n';
import { ME_KEY, useMemberInfo } from '../../../shared/session/member-queries';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { DemoSeeds } from './fair/demo-seeds';
import { demoBalances, demoSettle, demoTopUp } from './fair/demo-wallet';
import { demoSeedSource, realSeedSource } from './fair/seed-source';
import { demoSlotRound, stepStake } from './slot-model';
import { useSlotReels } from './use-slot-reels';

export function useSlotGame(mode: GameMode) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const demo = mode === 'demo';
  const config = useQuery({
    queryKey: ['slot-config', GameId.SAVANNA_SLOT],
    queryFn: () => call('slotConfig', { gameId: String(GameId.SAVANNA_SLOT) }),
    staleTime: Infinity,
  }).data;
  const seeds = useMemo(() => new DemoSeeds(GameId.SAVANNA_SLOT), []);
  const source = useMemo(() => (demo ? demoSeedSource(seeds) : realSeedSource(GameId.SAVANNA_SLOT)), [demo, seeds]);
  const member = useMemberInfo();
  const [demoCash, setDemoCash] = useState(() => demoBalances().cash);
  const [stake, setStake] = useState<number | null>(null);
  const reels = useSlotReels();
  const stakes = config?.stakes ?? [];
  const currentStake = stake ?? stakes[0] ?? 0;

  /** A demo round settled in this browser, or null when the play money does not cover the stake. */
  function demoRound(): SlotSpinData | null {
    const before = demoBalances().cash;
    if (before < currentStake) {
      toast('failed', t('errors.insufficient_balance_deposit'));
      return null;
    }
    const data = demoSlotRound(SAVANNA_SLOT, seeds, currentStake, before);
    const after = demoSettle('cash', currentStake, 'cash', data.payout);
    if (!after) return null;
    setDemoCash(after.cash - data.payout);
    return data;
  }

  async function spin() {
    if (reels.spinning || !config) return;
    let data: SlotSpinData | null;
    if (demo) data = demoRound();
    else {
      try {
        data = await call('slotSpin', { gameId: String(GameId.SAVANNA_SLOT), stake: String(currentStake) });
      } catch {
        return; // The API client has shown why.
      }
    }
    if (!data) return;
    reels.play(data, () => {
      if (demo) setDemoCash(demoBalances().cash);
      else void queryClient.invalidateQueries({ queryKey: ME_KEY });
    });
  }

  return {
    config,
    source,
    demo,
    demoCash,
    topUp: () => setDemoCash(demoTopUp('cash').cash),
    balance: demo ? demoCash : (reels.round?.balance ?? member?.money ?? null),
    stake: currentStake,
    stepStake: (direction: 1 | -1) => setStake(stepStake(stakes, currentStake, direction)),
    reels,
    spin,
  };
}
