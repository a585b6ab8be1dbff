/**
 * @nyota/fairness: provably fair primitives and game math, pure and dependency-light, shared by the
 * server's game engines and the browser's verifier. Amounts are integers in minor units; multipliers
 * and odds are integers in hundredths (250 = 2.50x); rates are basis points (100 = 1%).
 */
export * from './hash.js';
export * from './byte-stream.js';
export * from './outcomes.js';
export * from './seed-pair.js';
export * from './canonical-json.js';
export * from './money.js';
export * from './cash-rain.js';
export * from './stats.js';
export * from './crash/index.js';
export * from './wheel/index.js';
export * from './slots/index.js';
export * from './football/index.js';
