import { describe, expect, it } from 'vitest';
import { compileSlot } from './definition.js';
import { countScatters, evaluateLine, evaluateWindow, windowAt } from './evaluate.js';
import { SAVANNA_SLOT } from './savanna.js';

const slot = compileSlot(SAVANNA_SLOT);
const ids = (...names: string[]) => names.map((n) => slot.symbols.indexOf(n));
const line = (...names: string[]) => {
  const win = evaluateLine(slot, ids(...names));
  return [win.pay > 0 ? slot.symbols[win.symbol] : null, win.count, win.pay];
};

describe('slot line evaluation', () => {
  it('pays left to right from the first reel', () => {
    expect(line('lion', 'lion', 'lion', 'zebra', 'zebra')).toEqual(['lion', 3, 25]);
    expect(line('zebra', 'zebra', 'lion', 'zebra', 'zebra')).toEqual([null, 0, 0]);
    expect(line('gazelle', 'gazelle', 'gazelle', 'gazelle', 'gazelle')).toEqual(['gazelle', 5, 40]);
  });

  it('lets the wild substitute and pays the better of wild run and symbol run', () => {
    expect(line('baobab', 'lion', 'baobab', 'lion', 'gazelle')).toEqual(['lion', 4, 100]);
    expect(line('baobab', 'baobab', 'baobab', 'zebra', 'giraffe')).toEqual(['baobab', 3, 50]); // zebra×4 pays only 15
    expect(line('baobab', 'baobab', 'baobab', 'baobab', 'lion')).toEqual(['lion', 5, 400]); // beats wild×4 = 200
    expect(line('baobab', 'baobab', 'baobab', 'baobab', 'baobab')).toEqual(['baobab', 5, 1000]);
    expect(line('zebra', 'zebra', 'baobab', 'zebra', 'sunset')).toEqual(['zebra', 4, 15]);
  });

  it('never lets the scatter take part in a line', () => {
    expect(line('sunset', 'lion', 'lion', 'lion', 'lion')).toEqual([null, 0, 0]);
    expect(line('lion', 'sunset', 'lion', 'lion', 'lion')).toEqual([null, 0, 0]);
    expect(line('baobab', 'baobab', 'baobab', 'sunset', 'lion')).toEqual(['baobab', 3, 50]);
    expect(line('baobab', 'sunset', 'lion', 'lion', 'lion')).toEqual([null, 0, 0]);
  });

  it('reads the window down the strip from each stop, wrapping at the end', () => {
    const window = windowAt(slot, [29, 0, 0, 0, 0]);
    const strip = SAVANNA_SLOT.strips[0] as readonly string[];
    expect(window[0]?.map((s) => slot.symbols[s])).toEqual([strip[29], strip[0], strip[1]]);
    expect(() => windowAt(slot, [30, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('adds scatter pays (total bets) to line pays (line bets) and awards free spins', () => {
    const names = [
      ['sunset', 'lion', 'zebra'],
      ['rhino', 'lion', 'sunset'],
      ['lion', 'sunset', 'zebra'],
      ['gazelle', 'giraffe', 'flamingo'],
      ['gazelle', 'giraffe', 'flamingo'],
    ];
    const window = names.map((column) => ids(...column));
    expect(countScatters(slot, window)).toBe(3);
    const wins = evaluateWindow(slot, window);
    // Middle line lion, lion, sunset: broken by the scatter. Line 8 (1,0,0,0,1): lion, rhino, lion: no.
    expect(wins.lines.filter((w) => w.pay > 0)).toEqual([]);
    expect(wins.scatterPay).toBe(2);
    expect(wins.freeSpinsAwarded).toBe(10);
    expect(wins.pay).toBe(2 * 10);
  });
});
