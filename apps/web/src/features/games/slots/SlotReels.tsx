/** The 5x3 window: reels roll until they stop, and winning cells light up once all have stopped. */
import type { SlotConfigData, SlotSpinView } from '@nyota/contract/api/per-bet-games';
import { SAVANNA_SLOT } from '@nyota/fairness/slots';
import { REEL_COUNT } from './reel-timeline';
import { scatterCells, winningCells } from './slot-model';
import { SlotSymbol } from './SlotSymbol';

/** Three symbols of the reel's strip twice over, so the rolling animation loops without a jump. */
function rollStrip(reel: number): string[] {
  const three = (SAVANNA_SLOT.strips[reel] ?? []).slice(0, 3);
  return [...three, ...three];
}

export interface SlotReelsProps {
  definition: SlotConfigData['definition'];
  view: SlotSpinView | null;
  /** Reels roll only during the paid spin; free spins change the window at once. */
  rolling: boolean;
  stopped: number;
}

export function SlotReels({ definition, view, rolling, stopped }: SlotReelsProps) {
  const allStopped = view && stopped === REEL_COUNT;
  const lit = allStopped ? winningCells(definition.paylines, view) : new Set<string>();
  const scatters = allStopped && view.scatterCount >= 3 ? scatterCells(view, definition.scatter) : new Set<string>();
  return (
    <div className="slot__frame">
      <div className="slot__reels" aria-live="polite">
        {Array.from({ length: REEL_COUNT }, (_, reel) => {
          const column = view?.window[reel] ?? SAVANNA_SLOT.strips[reel]?.slice(0, 3) ?? [];
          const moving = rolling && stopped <= reel;
          return (
            <div key={reel} className={`slot__reel${moving ? ' is-spinning' : ''}`} data-testid={`slot-reel-${reel}`}>
              {column.map((symbol, row) => {
                const key = `${reel}:${row}`;
                return (
                  <div key={row} className={`slot__cell${lit.has(key) || scatters.has(key) ? ' is-win' : ''}`}>
                    <SlotSymbol symbol={symbol} />
                  </div>
                );
              })}
              {moving && (
                <div className="slot__blur" aria-hidden="true">
                  {rollStrip(reel).map((s, i) => (
                    <SlotSymbol key={i} symbol={s} />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
