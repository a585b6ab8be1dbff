/**
 * The fairness:chain / fairness:salt commands on a real database: an operator commits to a chain
 * naming its future salt, lists it waiting, sets the salt once it exists; bad input is refused with
 * the server's message and changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { createTestDatabase } from '../test-support/test-database.js';
import { ChainSaltService } from '../modules/games/chain-salt/chain-salt.service.js';
import { crashSaltedChains } from '../modules/games/crash/crash-chain.js';
import { footballSaltedChains } from '../modules/games/football/football-chains.js';
import { fairnessCommand } from './fairness-chains.js';

let h: DatabaseHandle;
const clock = new ManualClock(new Date('2026-11-25T10:00:00Z'));
let service: ChainSaltService;

beforeAll(async () => {
  h = await createTestDatabase();
  const now = () => clock.now();
  service = new ChainSaltService(h.db, clock, [crashSaltedChains(now), footballSaltedChains(now, 40)]);
});
afterAll(async () => {
  await h.close();
});

describe('fairness:chain and fairness:salt', () => {
  it('commits to a football chain naming its salt, then sets the salt; refuses bad input', async () => {
    const committed = await fairnessCommand(
      'chain',
      ['football', '2026-11-25T11:00:00Z', 'hash', 'of', 'Bitcoin', 'block', '950000'],
      service,
    );
    expect(committed.code).toBe(0);
    const id = /football:(\d+)/.exec(committed.text)?.[1];
    expect(committed.text).toContain('waiting for its salt: hash of Bitcoin block 950000, expected 2026-11-25T11:00:00.000Z');
    expect((await fairnessCommand('salt', [], service)).text).toContain(`football:${id} committed 2026-11-25T10:00:00.000Z`);

    const refused = await fairnessCommand('salt', [`football:${id}`, 'two words'], service);
    expect(refused).toEqual({ code: 1, text: 'The salt must be 1 to 128 visible characters, without spaces.' });
    expect((await fairnessCommand('salt', ['dice:1', 'abc'], service)).code).toBe(1);
    expect((await fairnessCommand('chain', ['football', 'yesterday', 'x'], service)).text).toContain(
      'Name the future public value',
    );
    const { rows } = await sql<{
      salt: string | null;
    }>`select salt from hash_chains where game = 'football' and id = ${Number(id)}`.execute(h.db);
    expect(rows[0]?.salt).toBeNull();

    clock.advance(3_600_000);
    const set = await fairnessCommand('salt', [`football:${id}`, '000000000000000000012345'], service);
    expect(set.code).toBe(0);
    expect(set.text).toContain(
      'public salt 000000000000000000012345 (hash of Bitcoin block 950000), set 2026-11-25T11:00:00.000Z',
    );
    expect((await fairnessCommand('salt', [`football:${id}`, 'other'], service)).text).toBe(
      'This chain already has its salt; a salt never changes once set.',
    );
    expect((await fairnessCommand('salt', ['only-one-arg'], service)).text).toContain('Usage');
  });
});
