/**
 * The games a report lists and the return to player each publishes to players (the same figures as
 * their config routes): the slot's and wheels' paytable RTP, the crash game's 100% less its house
 * edge, the virtual league's 100% less its book margin.
 */
import { GAME_CATALOGUE } from '@nyota/contract/game-catalogue';
import { GameId } from '@nyota/contract/games-constants';
import type { Db } from '../../platform/db/database.js';
import { SAVANNA_OFFER, slotConfigView } from '../games/slots/index.js';
import { WHEEL_OFFERS, wheelConfigView } from '../games/wheels/index.js';
import { crashPublishedRtpBp } from '../games/crash/index.js';
import { FOOTBALL_HOUSE, LEAGUE } from '../games/football/index.js';

export interface PublishedGame {
  house: string;
  gameId: number;
  name: string;
  publishedRtpBp: number | null;
}

const nameOf = (id: number) => GAME_CATALOGUE.find((g) => g.id === id)?.name ?? String(id);

export async function publishedGames(db: Db): Promise<PublishedGame[]> {
  const game = (house: string, gameId: number, publishedRtpBp: number | null) => ({
    house,
    gameId,
    name: nameOf(gameId),
    publishedRtpBp,
  });
  return [
    game('house:crash', GameId.AVIATOR, await crashPublishedRtpBp(db)),
    game(SAVANNA_OFFER.house, GameId.SAVANNA_SLOT, slotConfigView(SAVANNA_OFFER).rtpBp),
    game(FOOTBALL_HOUSE, GameId.VIRTUAL_LEAGUE, 10_000 - LEAGUE.marginBp),
    ...Object.values(WHEEL_OFFERS).map((o) => game(o.house, o.gameId, wheelConfigView(o).rtpBp)),
  ];
}
