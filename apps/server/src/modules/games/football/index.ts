/** Virtual football: scheduled rounds drawn from a hash chain, bets on them, and their fairness data. */
export { createFootballModule, FOOTBALL_TICK_MS, type FootballModule, type FootballModuleDeps } from './football.module.js';
export * from './football-config.js';
export { LEAGUE } from './football-model.js';
