/** A SMALL_WHEEL wheel table shared by the wheel tests. */
import { type WheelTable } from './table.js';

export const SMALL_WHEEL: WheelTable = {
  game: 'test-wheel',
  version: 3,
  cost: { kind: 'cash', amount: 100 },
  segments: [
    { label: 'x0', prize: { kind: 'none', amount: 0 }, weight: 5 },
    { label: 'x1', prize: { kind: 'cash', amount: 100 }, weight: 2 },
    { label: 'x5', prize: { kind: 'cash', amount: 500 }, weight: 1 },
  ],
};
