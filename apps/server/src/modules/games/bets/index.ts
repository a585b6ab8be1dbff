/** Settled bets of every game (table game_bets): what records, the game centre and fairness read. */
export * from './game-bets.api.js';
export { GameBetsService } from './game-bets.service.js';
export { toStoredBet } from './game-bet-row.js';
export { GameLossesRepo, type PeriodLosses } from './game-losses.repo.js';
