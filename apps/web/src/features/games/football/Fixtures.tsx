/** The round taking bets: one row per match with 1X2 buttons, the other markets on demand. */
import { useState } from 'react';
import type { FootballFixture } from '@nyota/contract/api/football';
import { useI18n } from '../../../shared/i18n/i18n';
import { MARKET_LABELS, selectionText, teamName } from './labels';
import { formatHundredths } from '@nyota/contract/money/format';

export interface Pick {
  matchIndex: number;
  market: string;
  selection: string;
  odds: number;
}

export const pickKey = (p: Pick): string => `${p.matchIndex}:${p.market}:${p.selection}`;

interface Props {
  fixtures: FootballFixture[];
  open: boolean;
  picked: ReadonlySet<string>;
  onPick: (p: Pick) => void;
}

export function Fixtures({ fixtures, open, picked, onPick }: Props) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState<number | null>(null);
  const button = (f: FootballFixture, market: string, selection: string) => {
    const odds = f.odds[market]?.[selection];
    if (odds === undefined) return null;
    const p = { matchIndex: f.index, market, selection, odds };
    const on = picked.has(pickKey(p));
    return (
      <button
        key={selection}
        type="button"
        className={`fb-odds${on ? ' fb-odds--on' : ''}`}
        disabled={!open}
        aria-pressed={on}
        data-testid={`football-odds-${f.index}-${market}-${selection}`}
        onClick={() => onPick(p)}
      >
        <span className="fb-odds__sel">{selectionText(selection, t('football.other'))}</span>
        <span className="fb-odds__val">{formatHundredths(odds)}</span>
      </button>
    );
  };
  return (
    <ul className="fb-fixtures">
      {fixtures.map((f) => (
        <li key={f.index} className="fb-fixture">
          <div className="fb-fixture__teams">
            <span>{teamName(f.home)}</span>
            <span className="fb-muted">{t('football.vs')}</span>
            <span>{teamName(f.away)}</span>
          </div>
          <div className="fb-fixture__row">
            {['home', 'draw', 'away'].map((s) => button(f, '1x2', s))}
            <button
              type="button"
              className="fb-more"
              aria-expanded={expanded === f.index}
              onClick={() => setExpanded(expanded === f.index ? null : f.index)}
            >
              {expanded === f.index ? '−' : '+'}
            </button>
          </div>
          {expanded === f.index && (
            <div className="fb-fixture__more">
              {(['ou25', 'btts', 'cs'] as const).map((m) => (
                <div key={m}>
                  <h4 className="fb-market">{t(MARKET_LABELS[m] ?? 'football.market_1x2')}</h4>
                  <div className="fb-fixture__grid">{Object.keys(f.odds[m] ?? {}).map((s) => button(f, m, s))}</div>
                </div>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
