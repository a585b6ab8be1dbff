/**
 * Players who already hold cash they won in a game (seed-database.ts pays it from a house account
 * before the server starts). Only winnings make a withdrawal owe withholding tax (seed §9: tax on
 * what is withdrawn beyond the deposits of the past 30 days), and no game exists yet to win it in.
 * Like seeded-players.ts: web-server.ts publishes the list, each test claims its own (mkdir is the
 * claim, atomic between workers), so none is used twice, retries included.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePort } from './e2e-port.js';
import type { Player } from './new-player.js';

/** Enough for every test that needs one, in both projects, with a retry each. */
export const FUNDED_PLAYER_COUNT = 4;

/** What each funded player has won before the run: K 50.00. */
export const SEEDED_WINNINGS = 5_000;

function listFile(): string {
  return path.join(tmpdir(), `nyota-e2e-${e2ePort()}-funded-players.json`);
}

function claimsDir(): string {
  return `${listFile()}.claims`;
}

export function publishFundedPlayers(players: readonly Player[]): void {
  rmSync(claimsDir(), { recursive: true, force: true });
  mkdirSync(claimsDir(), { recursive: true });
  writeFileSync(listFile(), JSON.stringify(players));
}

export function forgetFundedPlayers(): void {
  rmSync(claimsDir(), { recursive: true, force: true });
  rmSync(listFile(), { force: true });
}

/** A player holding SEEDED_WINNINGS in cash that no other test has had. */
export function claimFundedPlayer(): Player {
  const players = JSON.parse(readFileSync(listFile(), 'utf8')) as Player[];
  for (const [i, player] of players.entries()) {
    try {
      mkdirSync(path.join(claimsDir(), String(i)));
      return player;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error(`all ${players.length} funded players are taken; raise FUNDED_PLAYER_COUNT`);
}
