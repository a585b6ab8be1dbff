/**
 * A bet's outcome and fairness data are game-specific JSON (crash point, reels, seeds...). The
 * records screen shows them as labelled lines: scalars as they are, anything nested as compact
 * JSON, so every value the engine stored is visible and nothing is reinterpreted.
 */
export function detailEntries(data: Record<string, unknown>): [string, string][] {
  return Object.entries(data).map(([k, v]) => [k, v === null || typeof v !== 'object' ? String(v) : JSON.stringify(v)]);
}
