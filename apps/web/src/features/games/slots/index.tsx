/**
 * Savanna Sunset (game 2), a 5x3 video slot. 'play' spins real money on the server (the whole
 * round, free spins included, comes back at once and is then shown spin by spin); 'demo' plays the
 * same math in this browser with its own seed pair and play money. The reels only move by CSS
 * transforms, so the animation stays cheap on a low-end phone.
 */
import { useState } from 'react';
import { SAVANNA_SLOT } from '@nyota/fairness/slots';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatMoney } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import { PageSpinner } from '../../../shared/ui/Spinner';
import type { GameViewProps } from '../registry';
import { FairnessPanel } from './fair/FairnessPanel';
import { verifySlotRound } from './slot-model';
import { SlotControls } from './SlotControls';
import { SlotPaytable } from './SlotPaytable';
import { SlotReels } from './SlotReels';
import { SlotResult } from './SlotResult';
import { useSlotGame } from './use-slot-game';
import './slots.css';
import './fair/fair.css';

const money = (minor: number) => formatMoney(minor, market.currencySymbol);

export default function SlotView({ mode }: GameViewProps) {
  const { t } = useI18n();
  const game = useSlotGame(mode);
  const [info, setInfo] = useState(false);
  const { config, reels, balance } = game;
  if (!config) return <PageSpinner />;
  const { round, shown, settled } = reels;
  return (
    <div className="slot" data-testid="slot-view">
      {game.demo && (
        <p className="slot__demo" data-testid="slot-demo-label">
          {t('perbet.demo_label')}
        </p>
      )}
      <div className="slot__head">
        <span>
          {t('perbet.balance')}: <strong data-testid="slot-balance">{balance === null ? '…' : money(balance)}</strong>
        </span>
        <button type="button" className="slot__info-btn" onClick={() => setInfo((v) => !v)} data-testid="slot-info">
          {t('slot.paytable')} · RTP {(config.rtpBp / 100).toFixed(2)}%
        </button>
      </div>
      <SlotReels definition={config.definition} view={reels.view} rolling={reels.spinning && shown < 0} stopped={reels.stopped} />
      {round && shown >= 0 && (
        <p className="slot__free" data-testid="slot-free-counter">
          {t('slot.free_spin_of', { n: shown + 1, total: round.freeSpins.length })} · x{config.definition.freeSpins.multiplier}
        </p>
      )}
      {settled && <SlotResult round={settled} />}
      <SlotControls
        stake={game.stake}
        spinning={reels.spinning}
        stepStake={game.stepStake}
        spin={() => void game.spin()}
        topUp={game.demo && game.demoCash < game.stake ? game.topUp : null}
      />
      {info && <SlotPaytable config={config} />}
      <FairnessPanel
        source={game.source}
        version={reels.version}
        last={settled ? { nonce: settled.nonce, serverSeedHash: settled.serverSeedHash } : null}
        verify={(revealed) => (round ? verifySlotRound(SAVANNA_SLOT, revealed, round) : false)}
      />
    </div>
  );
}
