/**
 * One wheel's game: the balance in the wheel's unit, and a spin that is served by the server
 * ('play') or drawn from this browser's seed pair with play money ('demo'). The disc turns for the
 * config's spin time; the result and the new balance show when it stops.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GameId } from '@nyota/contract/games-constants';
import type { WheelConfigData, WheelGameId, WheelSpinData } from '@nyota/contract/api/per-bet-games';
import { COIN_SPIN_TABLE, DIAMOND_SPIN_TABLE, type WheelTable } from '@nyota/fairness/wheel';
import { call } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/i18n';
import { ME_KEY, useMemberInfo } from '../../../shared/session/member-queries';
import { toast } from '../../../shared/ui/feedback/feedback-store';
import { DemoSeeds } from '../slots/fair/demo-seeds';
import { demoBalances, demoTopUp } from '../slots/fair/demo-wallet';
import { demoSeedSource, realSeedSource } from '../slots/fair/seed-source';
import { settleDemoSpin } from './demo-wheel-spin';
import { nextRotation } from './wheel-model';

const TABLES: Record<WheelGameId, WheelTable> = {
  [GameId.COIN_SPIN]: COIN_SPIN_TABLE,
  [GameId.DIAMOND_SPIN]: DIAMOND_SPIN_TABLE,
};

export function useWheelGame(wheelId: WheelGameId, demo: boolean, config: WheelConfigData) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const table = TABLES[wheelId];
  const seeds = useMemo(() => new DemoSeeds(wheelId), [wheelId]);
  const source = useMemo(() => (demo ? demoSeedSource(seeds) : realSeedSource(wheelId)), [demo, seeds, wheelId]);
  const member = useMemberInfo();
  const [demoWallet, setDemoWallet] = useState(demoBalances);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [last, setLast] = useState<WheelSpinData | null>(null);
  const [settled, setSettled] = useState(false);
  const [version, setVersion] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const costUnit = config.cost.kind;
  const memberBalance = costUnit === 'coin' ? member?.coin : costUnit === 'diamond' ? member?.diamond : member?.money;
  const spinBalance = last && settled && !demo ? last.balances[costUnit] : undefined;

  /** A demo spin settled in this browser, or null when the play money does not cover the cost. */
  function demoSpin(): WheelSpinData | null {
    const spun = settleDemoSpin(table, seeds, config.cost);
    if (spun === 'short') toast('failed', t('errors.insufficient_balance_deposit'));
    if (spun === 'short' || spun === null) return null;
    setDemoWallet(spun.shown);
    return spun.data;
  }

  async function spin() {
    if (spinning) return;
    let data: WheelSpinData | null;
    if (demo) data = demoSpin();
    else {
      try {
        data = await call('wheelSpin', { gameId: String(wheelId) });
      } catch {
        return; // The API client has shown why.
      }
    }
    if (!data) return;
    const segment = data.segmentIndex;
    setLast(data);
    setSettled(false);
    setSpinning(true);
    setRotation((r) =>
      nextRotation(
        r,
        segment,
        config.segments.map((seg) => seg.weight),
      ),
    );
    timer.current = window.setTimeout(() => {
      setSpinning(false);
      setSettled(true);
      setVersion((v) => v + 1);
      if (demo) setDemoWallet(demoBalances());
      else void queryClient.invalidateQueries({ queryKey: ME_KEY });
    }, config.spinMs);
  }

  return {
    table,
    source,
    costUnit,
    balance: demo ? demoWallet[costUnit] : (spinBalance ?? memberBalance ?? null),
    /** Demo only: the play money does not cover a spin. */
    short: demo && demoWallet[costUnit] < config.cost.amount,
    topUp: () => setDemoWallet(demoTopUp(costUnit)),
    rotation,
    spinning,
    /** The last spin once the wheel has stopped on it. */
    result: settled ? last : null,
    last,
    version,
    spin,
  };
}
