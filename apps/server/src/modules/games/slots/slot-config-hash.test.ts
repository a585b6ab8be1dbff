/**
 * An outsider can reproduce the slot's configHash from GET /game-center/slots/config alone (trust
 * issue 6), and a wheel's tableHash from GET /game-center/wheels/config: the HTTP answer is taken as
 * text, parsed as plain JSON and hashed with only the rule published on links/5 and in the fairness
 * package README, written here from that text rather than imported, so a server that hashed
 * anything but what it serves fails.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@nyota/contract/api/routes';
import { GameId } from '@nyota/contract/games-constants';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { get } from '../../auth/auth.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The published rule: objects with their keys sorted by UTF-16 code units, arrays in order, strings
 * and (integer) numbers as JSON writes them, no whitespace; SHA-256 of the UTF-8 text, lowercase hex.
 */
function publishedCanonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(publishedCanonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${publishedCanonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

describe('slot config hash', () => {
  it('is the SHA-256 of the canonical JSON of the served definition, exactly as served', async () => {
    const res = await get(t, `${routes.slotConfig.path}?gameId=${GameId.SAVANNA_SLOT}`);
    const text = res.body;
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error('not an envelope');
    const data = body.data as Record<string, unknown>;
    expect(data['configHash']).toMatch(/^[0-9a-f]{64}$/);
    expect(data['definition']).toBeTypeOf('object');
    const hash = createHash('sha256').update(publishedCanonical(data['definition']), 'utf8').digest('hex');
    expect(hash).toBe(data['configHash']);
    // The game and version a bet records are the definition's own.
    expect(data['definition']).toMatchObject({ game: data['game'], version: data['version'] });
  });

  it.each([GameId.COIN_SPIN, GameId.DIAMOND_SPIN])(
    'wheel %s: tableHash is the hash of its served game, version, cost and segments',
    async (gameId) => {
      const res = await get(t, `${routes.wheelConfig.path}?gameId=${gameId}`);
      const data = (JSON.parse(res.body) as { data: Record<string, unknown> }).data;
      const { game, version, cost, segments } = data;
      const hash = createHash('sha256').update(publishedCanonical({ game, version, cost, segments }), 'utf8').digest('hex');
      expect(hash).toBe(data['tableHash']);
    },
  );
});
