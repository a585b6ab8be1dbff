/** Every game's hash chains (table hash_chains): what crash and virtual football draw their rounds from. */
export { HashChainService, type HashChainOptions } from './hash-chain.service.js';
export {
  CHECKPOINT_EVERY,
  type ChainDraw,
  type ChainGame,
  type ChainSpec,
  type HashChain,
  type PlayableChain,
} from './hash-chain.js';
