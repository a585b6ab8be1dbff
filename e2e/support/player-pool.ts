/**
 * A pool of accounts created before the server starts (web-server.ts publishes each pool's list).
 * Each test claims its own player, so none is used twice, retries included; mkdir is the claim,
 * atomic between Playwright workers.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePort } from './e2e-port.js';
import type { Player } from './new-player.js';

/** Accounts made before the server starts, each claimed by one test. */
export class ClaimPool<T> {
  constructor(
    private readonly name: string,
    /** Enough for every test that needs one, in both projects. */
    readonly size: number,
  ) {}

  private listFile(): string {
    return path.join(tmpdir(), `nyota-e2e-${e2ePort()}-${this.name}.json`);
  }

  private claimsDir(): string {
    return `${this.listFile()}.claims`;
  }

  publish(players: readonly T[]): void {
    rmSync(this.claimsDir(), { recursive: true, force: true });
    mkdirSync(this.claimsDir(), { recursive: true });
    writeFileSync(this.listFile(), JSON.stringify(players));
  }

  forget(): void {
    rmSync(this.claimsDir(), { recursive: true, force: true });
    rmSync(this.listFile(), { force: true });
  }

  claim(): T {
    // Written by publish() in this run, from the same type.
    const players = JSON.parse(readFileSync(this.listFile(), 'utf8')) as T[];
    for (const [i, player] of players.entries()) {
      try {
        mkdirSync(path.join(this.claimsDir(), String(i)));
        return player;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    throw new Error(`all ${players.length} ${this.name} are taken; raise the pool size`);
  }
}

export class PlayerPool extends ClaimPool<Player> {}
