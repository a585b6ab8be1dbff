/**
 * The score distribution of a match (reference §3.2): independent Poisson goals per side, restricted
 * to a + b ≤ maxTotalGoals and renormalised. The cells are then rounded once to integer weights over
 * about 10^6, and those integer weights are what both the odds and the result use. That keeps pricing
 * and sampling exactly consistent (the RTP of every selection is exact) and makes the draw and the
 * odds reproducible in any JavaScript engine, whose Math.exp may differ in the last bit.
 */
export const SCORE_WEIGHT_SCALE = 1_000_000;

export interface ScoreCell {
  readonly home: number;
  readonly away: number;
  /** Integer weight; the cell's probability is weight / total. Can be 0 for very unlikely scores. */
  readonly weight: number;
}

export function poissonPmf(k: number, lambda: number): number {
  if (!Number.isSafeInteger(k) || k < 0) throw new RangeError('k must be a non-negative integer');
  if (!(lambda > 0) || !Number.isFinite(lambda)) throw new RangeError('lambda must be positive');
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
}

/** Cells in the published order: home goals ascending, then away goals ascending, a + b ≤ maxTotalGoals. */
export function scoreMatrix(lambdaHome: number, lambdaAway: number, maxTotalGoals: number): ScoreCell[] {
  if (!Number.isSafeInteger(maxTotalGoals) || maxTotalGoals < 1) throw new RangeError('maxTotalGoals must be a positive integer');
  const raw: { home: number; away: number; p: number }[] = [];
  for (let home = 0; home <= maxTotalGoals; home += 1)
    for (let away = 0; home + away <= maxTotalGoals; away += 1)
      raw.push({ home, away, p: poissonPmf(home, lambdaHome) * poissonPmf(away, lambdaAway) });
  const z = raw.reduce((sum, cell) => sum + cell.p, 0);
  return raw.map(({ home, away, p }) => ({ home, away, weight: Math.round((p / z) * SCORE_WEIGHT_SCALE) }));
}

export function totalWeight(cells: readonly ScoreCell[]): number {
  return cells.reduce((sum, cell) => sum + cell.weight, 0);
}
