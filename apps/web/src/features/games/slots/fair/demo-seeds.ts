/**
 * Demo seed pairs: the same lifecycle as the server's (committed -> active -> revealed), kept in
 * this page's memory with seeds from the browser's CSPRNG (crypto.getRandomValues). Demo outcomes
 * are therefore exactly as fair, and as checkable, as real ones.
 */
import {
  activateSeedPair,
  commitServerSeed,
  newClientSeed,
  newServerSeed,
  rotateSeedPair,
  takeNonce,
  type ActiveSeedPair,
  type CommittedSeed,
} from '@nyota/fairness/seed-pair';
import type { SeedInputs } from '@nyota/fairness/byte-stream';
import type { RevealedSeedPairView, RotateSeedData, SeedPairData } from '@nyota/contract/api/per-bet-games';

export interface TakenSeed {
  inputs: SeedInputs;
  serverSeedHash: string;
}

export class DemoSeeds {
  private active: ActiveSeedPair;
  private upcoming: CommittedSeed;
  private previous: RevealedSeedPairView | null = null;

  constructor(
    private readonly gameId: number,
    private readonly random?: (length: number) => Uint8Array,
  ) {
    this.active = activateSeedPair(commitServerSeed(newServerSeed(random)), newClientSeed(random));
    this.upcoming = commitServerSeed(newServerSeed(random));
  }

  view(): SeedPairData {
    return {
      current: {
        gameId: this.gameId,
        serverSeedHash: this.active.serverSeedHash,
        clientSeed: this.active.clientSeed,
        nonce: this.active.nonce,
        nextServerSeedHash: this.upcoming.serverSeedHash,
      },
      previous: this.previous,
    };
  }

  /** The inputs of the next demo bet; the nonce moves on. */
  take(): TakenSeed {
    const taken = takeNonce(this.active);
    this.active = taken.pair;
    return { inputs: taken.inputs, serverSeedHash: this.active.serverSeedHash };
  }

  /** Gives a nonce back when the demo bet could not be placed (short play money). */
  untake(): void {
    this.active = { ...this.active, nonce: Math.max(0, this.active.nonce - 1) };
  }

  /** Null for an invalid client seed. */
  rotate(clientSeed: string): RotateSeedData | null {
    const r = rotateSeedPair({
      active: this.active,
      upcoming: this.upcoming,
      clientSeed,
      nextServerSeed: newServerSeed(this.random),
      roundOpen: false,
    });
    if (!r.ok) return null;
    const revealed = {
      serverSeed: r.revealed.serverSeed,
      serverSeedHash: r.revealed.serverSeedHash,
      clientSeed: r.revealed.clientSeed,
      nonce: r.revealed.nonce,
    };
    this.previous = revealed;
    this.active = r.active;
    this.upcoming = r.upcoming;
    return { revealed, current: this.view().current };
  }
}
