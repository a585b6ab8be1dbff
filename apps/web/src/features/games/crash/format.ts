/** "2.5" / "2.50" / "2" → 250, or null when it is not a multiplier. */
export function parseX(text: string): number | null {
  const m = /^\s*([0-9]{1,3})(?:\.([0-9]{1,2}))?\s*x?\s*$/i.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
