/** The per-bet games: seeds, slots and wheels wired over one seed store and one bet store. */
export { createPerBetGamesModule, type PerBetGamesDeps } from './per-bet-games.module.js';
