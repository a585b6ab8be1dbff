/** Team and selection names for the view; teams come from the league config the server prices with. */
import { SAVANNA_LEAGUE } from '@nyota/fairness/football';
import type { MessageKey } from '../../../shared/i18n/messages/en';

export function teamName(index: number): string {
  return SAVANNA_LEAGUE.teams[index]?.name ?? `#${index}`;
}

export function teamShort(index: number): string {
  return SAVANNA_LEAGUE.teams[index]?.short ?? `#${index}`;
}

export const MARKET_LABELS: Record<string, MessageKey> = {
  '1x2': 'football.market_1x2',
  ou25: 'football.market_ou25',
  btts: 'football.market_btts',
  cs: 'football.market_cs',
};

const SELECTION_TEXT: Record<string, string> = {
  home: '1',
  draw: 'X',
  away: '2',
  over: 'O 2.5',
  under: 'U 2.5',
  yes: 'GG',
  no: 'NG',
};

export function selectionText(selection: string, otherText: string): string {
  if (selection === 'other') return otherText;
  return SELECTION_TEXT[selection] ?? selection;
}
