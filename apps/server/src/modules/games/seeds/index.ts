/** Seed pairs (server seed, client seed, nonce) and the one way a per-bet spin is settled against them. */
export { SeedPairsService, type TakenNonce } from './seed-pairs.service.js';
export { registerSeedRoutes } from './seeds.routes.js';
export * from './spin-settlement.js';
