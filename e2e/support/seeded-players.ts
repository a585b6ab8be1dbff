/**
 * Players who signed up before the run began. A flow for an existing account (forgot password)
 * needs a code texted to a number that already has an account, but the server sends a number a new
 * code only 60 s after its previous one (OTP_RESEND_SECONDS), so a player who signs up in the same
 * test would have to wait a minute. Instead web-server.ts creates a few accounts with the server's
 * own services (seed-database.ts) in the run's fresh database before the server starts: these
 * numbers have never been sent a code. Each test claims its own, so none is used twice (retries
 * included); mkdir is the claim, atomic between workers.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePort } from './e2e-port.js';
import type { Player } from './new-player.js';

/** Enough for every test that needs one, in both projects, with a retry each. */
export const SEEDED_PLAYER_COUNT = 6;

function listFile(): string {
  return path.join(tmpdir(), `nyota-e2e-${e2ePort()}-players.json`);
}

function claimsDir(): string {
  return `${listFile()}.claims`;
}

export function publishSeededPlayers(players: readonly Player[]): void {
  rmSync(claimsDir(), { recursive: true, force: true });
  mkdirSync(claimsDir(), { recursive: true });
  writeFileSync(listFile(), JSON.stringify(players));
}

export function forgetSeededPlayers(): void {
  rmSync(claimsDir(), { recursive: true, force: true });
  rmSync(listFile(), { force: true });
}

/** An existing player (account created, never sent a code) that no other test has had. */
export function claimSeededPlayer(): Player {
  const players = JSON.parse(readFileSync(listFile(), 'utf8')) as Player[];
  for (const [i, player] of players.entries()) {
    try {
      mkdirSync(path.join(claimsDir(), String(i)));
      return player;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error(`all ${players.length} seeded players are taken; raise SEEDED_PLAYER_COUNT`);
}
