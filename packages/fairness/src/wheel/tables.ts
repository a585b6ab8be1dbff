/**
 * The first published wheel tables (version 1). Amounts are minor units of their kind (1000 = 10.00).
 * Coin spin: paid with coins, wins mostly coins plus a rare cash prize; coin RTP 69% (see wheelStats).
 * Diamond spin: paid with diamonds, wins cash or diamonds back. Operators publish new versions
 * rather than editing these: a bet must always point at the table that decided it.
 */
import { type WheelTable } from './table.js';

export const COIN_SPIN_TABLE: WheelTable = {
  game: 'coinspin-1',
  version: 1,
  cost: { kind: 'coin', amount: 1000 },
  segments: [
    { label: 'Try again', prize: { kind: 'none', amount: 0 }, weight: 280 },
    { label: '2', prize: { kind: 'coin', amount: 200 }, weight: 250 },
    { label: '5', prize: { kind: 'coin', amount: 500 }, weight: 200 },
    { label: '10', prize: { kind: 'coin', amount: 1000 }, weight: 130 },
    { label: '20', prize: { kind: 'coin', amount: 2000 }, weight: 80 },
    { label: 'K5', prize: { kind: 'cash', amount: 500 }, weight: 15 },
    { label: '50', prize: { kind: 'coin', amount: 5000 }, weight: 40 },
    { label: '100', prize: { kind: 'coin', amount: 10_000 }, weight: 5 },
  ],
};

export const DIAMOND_SPIN_TABLE: WheelTable = {
  game: 'diamondspin',
  version: 1,
  cost: { kind: 'diamond', amount: 1000 },
  segments: [
    { label: 'Try again', prize: { kind: 'none', amount: 0 }, weight: 400 },
    { label: 'K1', prize: { kind: 'cash', amount: 100 }, weight: 250 },
    { label: '5', prize: { kind: 'diamond', amount: 500 }, weight: 150 },
    { label: 'K2', prize: { kind: 'cash', amount: 200 }, weight: 100 },
    { label: '10', prize: { kind: 'diamond', amount: 1000 }, weight: 60 },
    { label: 'K5', prize: { kind: 'cash', amount: 500 }, weight: 30 },
    { label: '50', prize: { kind: 'diamond', amount: 5000 }, weight: 8 },
    { label: 'K100', prize: { kind: 'cash', amount: 10_000 }, weight: 2 },
  ],
};
