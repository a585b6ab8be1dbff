import { useState } from 'react';
import { SEED_GAMES, type SeedGame, type VerifierPrefill } from '../../shared/nav/verifier-link';
import { checkSeeds, type SeedCheckResult } from './seed-check';

/**
 * The slot or wheels check: the game, the revealed server seed, the hash committed before play,
 * the client seed and the nonce; the spin is replayed on demand and any edit clears the result.
 */
export function useSeedCheck(prefill: VerifierPrefill, wheels: boolean) {
  const games = SEED_GAMES.filter((g) => (g === 'slot') !== wheels);
  const [game, setGame] = useState<SeedGame>(games.includes(prefill.game) ? prefill.game : (games[0] as SeedGame));
  const [serverSeed, setServerSeed] = useState(prefill.serverSeed);
  const [committed, setCommitted] = useState(prefill.serverSeedHash);
  const [clientSeed, setClientSeed] = useState(prefill.clientSeed);
  const [nonce, setNonce] = useState(prefill.nonce);
  const [result, setResult] = useState<SeedCheckResult | null>(null);
  const edit =
    <T>(f: (v: T) => void) =>
    (v: T) => {
      f(v);
      setResult(null);
    };

  const check = result?.ok ? result.check : null;
  return {
    games,
    game,
    setGame: edit(setGame),
    serverSeed,
    setServerSeed: edit(setServerSeed),
    committed,
    setCommitted: edit(setCommitted),
    clientSeed,
    setClientSeed: edit(setClientSeed),
    nonce,
    setNonce: edit(setNonce),
    result,
    check,
    /** Whether the seed's SHA-256 is the committed hash; null until both are known. */
    hashOk: check && committed.trim() !== '' ? check.serverSeedHash === committed.trim().toLowerCase() : null,
    verify: () => setResult(checkSeeds(game, { serverSeed, clientSeed, nonce })),
  };
}
