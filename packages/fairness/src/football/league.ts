/**
 * The virtual league (reference §3): 20 fictional teams with Elo-style ratings, and the model
 * parameters, as one versioned config hashed canonically. Changing a rating or a parameter means a new
 * version; a bet records the version and hash that priced and decided its match.
 */
import { configHash } from '../canonical-json.js';

export interface FootballTeam {
  readonly id: string;
  readonly name: string;
  /** Three letters for scoreboards. */
  readonly short: string;
  /** Elo-style strength; 100 points ≈ 1.33x the goal rate against an equal side (10^(100/800)). */
  readonly rating: number;
}

export interface FootballLeague {
  readonly id: string;
  readonly version: number;
  /** Expected goals of each side when the ratings (home advantage included) are equal. */
  readonly baseGoals: number;
  /** Rating points added to the home side. */
  readonly homeAdvantage: number;
  /** Scores with more goals than this are impossible (Golden Race rule: at most 6). */
  readonly maxTotalGoals: number;
  /** Bookmaker margin in basis points: every selection returns at most 1 − margin. */
  readonly marginBp: number;
  readonly teams: readonly FootballTeam[];
}

export const SAVANNA_LEAGUE: FootballLeague = {
  id: 'savanna-league',
  version: 1,
  baseGoals: 1.3,
  homeAdvantage: 60,
  maxTotalGoals: 6,
  marginBp: 800,
  teams: [
    { id: 'mosi-thunder', name: 'Mosi Thunder', short: 'MOS', rating: 1760 },
    { id: 'copperbelt-comets', name: 'Copperbelt Comets', short: 'CCO', rating: 1745 },
    { id: 'zambezi-hippos', name: 'Zambezi Hippos', short: 'ZAM', rating: 1720 },
    { id: 'luangwa-leopards', name: 'Luangwa Leopards', short: 'LUA', rating: 1700 },
    { id: 'kariba-tigerfish', name: 'Kariba Tigerfish', short: 'KAR', rating: 1685 },
    { id: 'serengeti-stars', name: 'Serengeti Stars', short: 'SER', rating: 1670 },
    { id: 'okavango-otters', name: 'Okavango Otters', short: 'OKA', rating: 1655 },
    { id: 'baobab-rovers', name: 'Baobab Rovers', short: 'BAO', rating: 1640 },
    { id: 'limpopo-lightning', name: 'Limpopo Lightning', short: 'LIM', rating: 1630 },
    { id: 'kalahari-meerkats', name: 'Kalahari Meerkats', short: 'KAL', rating: 1620 },
    { id: 'sunset-falcons', name: 'Sunset Falcons', short: 'SUN', rating: 1610 },
    { id: 'bangweulu-storks', name: 'Bangweulu Storks', short: 'BAN', rating: 1600 },
    { id: 'mkushi-mambas', name: 'Mkushi Mambas', short: 'MKU', rating: 1590 },
    { id: 'rift-valley-runners', name: 'Rift Valley Runners', short: 'RIF', rating: 1580 },
    { id: 'lowveld-buffaloes', name: 'Lowveld Buffaloes', short: 'LOW', rating: 1565 },
    { id: 'kasama-kudus', name: 'Kasama Kudus', short: 'KAS', rating: 1550 },
    { id: 'muchinga-eagles', name: 'Muchinga Eagles', short: 'MUC', rating: 1540 },
    { id: 'savanna-strikers', name: 'Savanna Strikers', short: 'SAV', rating: 1525 },
    { id: 'kilimanjaro-kings', name: 'Kilimanjaro Kings', short: 'KIL', rating: 1510 },
    { id: 'chobe-cheetahs', name: 'Chobe Cheetahs', short: 'CHO', rating: 1500 },
  ],
};

export function footballLeagueHash(league: FootballLeague): string {
  return configHash(league);
}

/**
 * Expected goals (reference §3.2): λ_home = base · 10^((R_h + H − R_a)/800),
 * λ_away = base · 10^((R_a − R_h − H)/800), H the home advantage.
 */
export function expectedGoals(league: FootballLeague, home: FootballTeam, away: FootballTeam): { home: number; away: number } {
  const diff = home.rating + league.homeAdvantage - away.rating;
  return { home: league.baseGoals * 10 ** (diff / 800), away: league.baseGoals * 10 ** (-diff / 800) };
}
