/** The bet slip: every pick is a single bet with the same stake; shows the total and potential wins. */
import { useState } from 'react';
import { applyMultiplier } from '@nyota/fairness/money';
import { useI18n } from '../../../shared/i18n/i18n';
import { formatHundredths, formatMajor, formatMinor, formatMoney, parseMajor } from '@nyota/contract/money/format';
import { market as marketPreset } from '../../../shared/lib/market';
import { Button } from '../../../shared/ui/Button';
import type { FootballFixture } from '@nyota/contract/api/football';
import { pickKey, type Pick } from './Fixtures';
import { selectionText, teamShort } from './labels';

interface Props {
  picks: Pick[];
  fixtures: FootballFixture[];
  open: boolean;
  minStake: number;
  maxStake: number;
  onRemove: (p: Pick) => void;
  onPlace: (stake: number) => Promise<void>;
}

export function BetSlip({ picks, fixtures, open, minStake, maxStake, onRemove, onPlace }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState(formatMajor(minStake));
  const [busy, setBusy] = useState(false);
  const typed = parseMajor(text);
  const valid = typed !== null && typed >= minStake && typed <= maxStake;
  const stake = typed ?? 0;
  if (picks.length === 0) return null;
  const potential = valid ? picks.reduce((sum, p) => sum + applyMultiplier(stake, p.odds), 0) : 0;
  const sym = marketPreset.currencySymbol;
  return (
    <section className="fb-slip" aria-label={t('football.slip')} data-testid="football-slip">
      <h3 className="fb-slip__title">
        {t('football.slip')} ({picks.length})
      </h3>
      <ul className="fb-slip__list">
        {picks.map((p) => {
          const f = fixtures[p.matchIndex];
          return (
            <li key={pickKey(p)} className="fb-slip__pick">
              <span>
                {f ? `${teamShort(f.home)}–${teamShort(f.away)}` : ''} · {selectionText(p.selection, t('football.other'))}
              </span>
              <span className="fb-slip__odds">{formatHundredths(p.odds)}</span>
              <button type="button" className="fb-x" aria-label={t('football.remove')} onClick={() => onRemove(p)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <label className="fb-slip__stake">
        <span>
          {t('football.stake_each')} ({sym})
        </span>
        <input
          inputMode="decimal"
          value={text}
          data-testid="football-stake"
          onChange={(e) => setText(e.target.value.replace(/[^0-9.]/g, ''))}
        />
      </label>
      <p className="fb-muted">{t('football.stake_range', { min: formatMinor(minStake), max: formatMinor(maxStake) })}</p>
      <p>
        {t('football.total')}: {formatMoney(valid ? stake * picks.length : 0, sym)} · {t('football.potential')}:{' '}
        {formatMoney(potential, sym)}
      </p>
      <Button
        block
        loading={busy}
        disabled={!open || !valid}
        data-testid="football-place"
        onClick={() => {
          setBusy(true);
          // onPlace reports each bet's outcome itself; the slip only waits for it to finish.
          void onPlace(stake).finally(() => setBusy(false));
        }}
      >
        {open ? t('football.place') : t('football.closed')}
      </Button>
    </section>
  );
}
