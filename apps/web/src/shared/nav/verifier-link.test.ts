import { describe, expect, it } from 'vitest';
import { GameId } from '@nyota/contract/games-constants';
import { readPrefill, recordVerifierHref } from './verifier-link';

const query = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('verifier links', () => {
  it('opens a crash bet on its round', () => {
    const href = recordVerifierHref({
      gameId: GameId.AVIATOR,
      outcome: { roundId: '42', crashPoint: 250 },
      fairness: { gameHash: 'ab' },
    });
    expect(href).toBe('/links/5?game=crash&roundId=42');
    expect(readPrefill(query(href))).toMatchObject({ tab: 'crash', roundId: '42' });
  });

  it('opens a football bet on its round', () => {
    const href = recordVerifierHref({ gameId: GameId.VIRTUAL_LEAGUE, outcome: {}, fairness: { roundId: '7', nonce: 3 } });
    expect(readPrefill(query(href))).toMatchObject({ tab: 'football', roundId: '7' });
  });

  it('carries a spin’s client seed, nonce and committed hash, never a server seed', () => {
    const fairness = { serverSeedHash: 'f'.repeat(64), clientSeed: 'my seed:1', nonce: 12, seedPairId: 'x' };
    const slot = readPrefill(query(recordVerifierHref({ gameId: GameId.SAVANNA_SLOT, outcome: {}, fairness })));
    expect(slot).toMatchObject({
      tab: 'slot',
      game: 'slot',
      clientSeed: 'my seed:1',
      nonce: '12',
      serverSeedHash: 'f'.repeat(64),
      serverSeed: '',
    });
    const wheel = readPrefill(query(recordVerifierHref({ gameId: GameId.DIAMOND_SPIN, outcome: {}, fairness })));
    expect(wheel).toMatchObject({ tab: 'wheels', game: 'diamondspin', nonce: '12' });
  });

  it('falls back to the crash tab and the bare page for what it does not know', () => {
    expect(readPrefill(new URLSearchParams('game=poker&roundId=1'))).toMatchObject({ tab: 'crash', game: 'slot' });
    expect(readPrefill(new URLSearchParams('game=wheels'))).toMatchObject({ tab: 'wheels', game: 'coinspin' });
    expect(recordVerifierHref({ gameId: 99, outcome: {}, fairness: {} })).toBe('/links/5');
    // A record without a round id must not invent one.
    expect(recordVerifierHref({ gameId: GameId.AVIATOR, outcome: {}, fairness: {} })).toBe('/links/5?game=crash');
  });
});
