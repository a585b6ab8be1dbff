/** The panel's stake: −/+ by the minimum stake, and one-tap presets. */
import { formatMinor } from '@nyota/contract/money/format';
import { market } from '../../../shared/lib/market';
import { STAKE_PRESETS } from './bet-slip';

export interface StakeControlsProps {
  id: string;
  stake: number;
  disabled: boolean;
  step(dir: -1 | 1): void;
  preset(k: number): number;
  choosePreset(k: number): void;
}

export function StakeControls({ id, stake, disabled, step, preset, choosePreset }: StakeControlsProps) {
  return (
    <>
      <div className="crash-stake">
        <button type="button" className="crash-step" disabled={disabled} onClick={() => step(-1)} aria-label="-">
          −
        </button>
        <output className="crash-stake-value" data-testid={`${id}-stake`}>
          {market.currencySymbol} {formatMinor(stake)}
        </output>
        <button type="button" className="crash-step" disabled={disabled} onClick={() => step(1)} aria-label="+">
          +
        </button>
      </div>
      <div className="crash-presets">
        {STAKE_PRESETS.map((k) => (
          <button key={k} type="button" disabled={disabled} onClick={() => choosePreset(k)}>
            {formatMinor(preset(k))}
          </button>
        ))}
      </div>
    </>
  );
}
