/** Virtual football's hash chains (modules/games/hash-chain): no HMAC scheme; made on demand only in development. */
import { HashChainService } from '../hash-chain/index.js';
import { DEFAULT_CHAIN_LENGTH } from './football-config.js';

export function footballChains(now: () => Date, length = DEFAULT_CHAIN_LENGTH, devSalt = false): HashChainService {
  return new HashChainService('football', { now, length, hmacScheme: null, devSalt });
}

/** The football chains as the chain-salt service sees them (announcing, setting salts), without a loop. */
export function footballSaltedChains(now: () => Date, length = DEFAULT_CHAIN_LENGTH): HashChainService {
  return footballChains(now, length);
}
