export * from './league.js';
export * from './poisson.js';
export * from './match.js';
export * from './markets.js';
export * from './schedule.js';
export * from './standings.js';
