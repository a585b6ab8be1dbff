/** A tiny slot (3 reels × 2 rows, 60 stop combinations) small enough to brute-force in tests. */
import { type SlotDefinition } from './definition.js';

export const TINY_SLOT: SlotDefinition = {
  game: 'tiny',
  version: 1,
  rows: 2,
  wild: 'W',
  scatter: 'S',
  linePays: { W: [0, 0, 20], A: [0, 2, 10], B: [0, 0, 5] },
  scatterPays: [0, 1, 5, 0, 0, 0],
  freeSpins: { awards: [0, 1, 2, 0, 0, 0], multiplier: 2 },
  strips: [
    ['A', 'W', 'B', 'S'],
    ['B', 'A', 'S'],
    ['A', 'S', 'W', 'B', 'A'],
  ],
  paylines: [
    [0, 0, 0],
    [1, 1, 1],
    [0, 1, 0],
  ],
};
