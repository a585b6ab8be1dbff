/**
 * Demo play money per unit, kept in this browser only (localStorage). No server call moves it.
 */
export type DemoUnit = 'cash' | 'coin' | 'diamond';

export const DEMO_START: Record<DemoUnit, number> = { cash: 100_000, coin: 50_000, diamond: 20_000 };
const KEY = 'nyota.perbet.demo';

type Balances = Record<DemoUnit, number>;

function read(): Balances {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) {
      const b = JSON.parse(raw) as Partial<Balances>;
      return {
        cash: Number.isSafeInteger(b.cash) ? (b.cash as number) : DEMO_START.cash,
        coin: Number.isSafeInteger(b.coin) ? (b.coin as number) : DEMO_START.coin,
        diamond: Number.isSafeInteger(b.diamond) ? (b.diamond as number) : DEMO_START.diamond,
      };
    }
  } catch {
    // A broken or blocked store starts a fresh demo wallet.
  }
  return { ...DEMO_START };
}

function write(b: Balances): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(b));
  } catch {
    // Private mode: the demo still works for this page view.
  }
}

export function demoBalances(): Balances {
  return read();
}

/**
 * Takes `cost` of `costUnit` and pays `prize` of `prizeUnit`, or returns null (and changes nothing)
 * when the play money is short.
 */
export function demoSettle(costUnit: DemoUnit, cost: number, prizeUnit: DemoUnit, prize: number): Balances | null {
  const b = read();
  if (b[costUnit] < cost) return null;
  b[costUnit] -= cost;
  b[prizeUnit] += prize;
  write(b);
  return b;
}

export function demoTopUp(unit: DemoUnit): Balances {
  const b = read();
  b[unit] = DEMO_START[unit];
  write(b);
  return b;
}
