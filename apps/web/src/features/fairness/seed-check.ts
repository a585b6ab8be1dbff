/**
 * A slot or wheel spin recomputed from a revealed seed pair (links/5): SHA-256 of the server seed
 * (to compare with the hash shown before play), then the outcome from the versioned paytable or
 * wheel table, exactly as the server's engine calls it.
 */
import { hashServerSeed } from '@nyota/fairness/seed-pair';
import { SAVANNA_SLOT, playSlotRound, slotDefinitionHash, type SlotRound } from '@nyota/fairness/slots';
import {
  COIN_SPIN_TABLE,
  DIAMOND_SPIN_TABLE,
  spinWheel,
  wheelTableHash,
  type WheelSpin,
  type WheelTable,
} from '@nyota/fairness/wheel';
import type { SeedGame } from '../../shared/nav/verifier-link';

export const WHEEL_TABLES: Record<Exclude<SeedGame, 'slot'>, WheelTable> = {
  coinspin: COIN_SPIN_TABLE,
  diamondspin: DIAMOND_SPIN_TABLE,
};

export interface SeedInputsText {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
}

/** The hash of the paytable or wheel table this verifier replays with. */
export function seedGameHash(game: SeedGame): string {
  return game === 'slot' ? slotDefinitionHash(SAVANNA_SLOT) : wheelTableHash(WHEEL_TABLES[game]);
}

/** The config a bet records as `game@version:hash`, to compare with the record's version. */
export function seedGameVersion(game: SeedGame): string {
  const { game: name, version } = game === 'slot' ? SAVANNA_SLOT : WHEEL_TABLES[game];
  return `${name}@${version}:${seedGameHash(game)}`;
}

export type SeedCheck =
  | {
      kind: 'slot';
      serverSeedHash: string;
      round: SlotRound;
      /** Whole round as a multiple of the total stake, hundredths (paid = stake × this / 100). */
      multiple: number;
    }
  | { kind: 'wheel'; serverSeedHash: string; spin: WheelSpin; table: WheelTable };

export type SeedCheckResult = { ok: true; check: SeedCheck } | { ok: false; problem: 'seed' | 'client' | 'nonce' };

export function checkSeeds(game: SeedGame, t: SeedInputsText): SeedCheckResult {
  const serverSeed = t.serverSeed.trim();
  const clientSeed = t.clientSeed.trim();
  if (serverSeed === '') return { ok: false, problem: 'seed' };
  if (clientSeed === '') return { ok: false, problem: 'client' };
  if (!/^[0-9]{1,15}$/.test(t.nonce.trim())) return { ok: false, problem: 'nonce' };
  const inputs = { serverSeed, clientSeed, nonce: Number(t.nonce.trim()) };
  const serverSeedHash = hashServerSeed(serverSeed);
  if (game === 'slot') {
    const round = playSlotRound(SAVANNA_SLOT, inputs);
    const multiple = Math.round((round.totalPay * 100) / SAVANNA_SLOT.paylines.length);
    return { ok: true, check: { kind: 'slot', serverSeedHash, round, multiple } };
  }
  const table = WHEEL_TABLES[game];
  return { ok: true, check: { kind: 'wheel', serverSeedHash, spin: spinWheel(table, inputs), table } };
}
