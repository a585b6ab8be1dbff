/** What a verifier reads about crash rounds and chains (never a chain's seed; a round's outcome only once it has ended). */
import type { CrashChain as CrashChainView, CrashFairness } from '@nyota/contract/api/crash';
import type { Db } from '../../../platform/db/database.js';
import type { HashChainService } from '../hash-chain/index.js';
import { crashChainPublic, schemeOf } from './crash-chain.js';
import type { CrashRepo } from './crash.repo.js';

type ChainInfo = NonNullable<CrashChainView>;

/** What a verifier needs about a round; the game hash and crash point only once it has ended. */
export async function roundFairness(
  db: Db,
  repo: CrashRepo,
  chains: HashChainService,
  roundId: string,
): Promise<CrashFairness | undefined> {
  const round = /^[1-9][0-9]{0,18}$/.test(roundId) ? await repo.rounds.round(db, roundId) : undefined;
  if (!round) return undefined;
  const chain = await crashChainPublic(db, chains, round.chainId);
  if (!chain || chain.salt === null) return undefined;
  const over = round.state === 'crashed' || round.state === 'settled';
  return {
    roundId: round.id,
    chainId: round.chainId,
    gameNumber: round.gameNumber,
    commitment: round.commitment,
    terminatingHash: chain.terminatingHash,
    salt: chain.salt,
    chainLength: chain.length,
    houseEdgeBp: round.houseEdgeBp,
    configVersion: round.configVersion,
    hmacScheme: chain.hmacScheme,
    saltKind: chain.saltKind,
    saltSource: chain.saltSource,
    ended: over,
    gameHash: over ? round.gameHash : null,
    crashPoint: over ? round.crashPoint : null,
    forced: over ? round.forced : null,
    resolution: round.resolution,
  };
}

/** The chain in play and the rules in force, for the fairness page (never the chain's seed). */
export async function activeChainInfo(db: Db, repo: CrashRepo, chains: HashChainService): Promise<ChainInfo | null> {
  const chain = await chains.active(db);
  const config = await repo.configs.latestConfig(db);
  if (!chain || !config) return null;
  return {
    chainId: chain.id,
    terminatingHash: chain.terminatingHash,
    salt: chain.salt,
    chainLength: chain.length,
    houseEdgeBp: config.houseEdgeBp,
    configVersion: config.version,
    hmacScheme: schemeOf(chain),
    saltKind: chain.saltKind,
  };
}
