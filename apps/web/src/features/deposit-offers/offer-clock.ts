/** The first-deposit countdown (docs/product-rules/deposit-offers.md#first-deposit), pure. */

/** Whole seconds left until `endsAt` (ISO), never below 0; 0 for a missing or unreadable end. */
export function secondsLeft(endsAt: string | null, nowMs: number): number {
  const end = endsAt === null ? NaN : Date.parse(endsAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** "29:59", "1:05:00" past an hour. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The bonus a deposit earns: `percent` of it, floored, up to `maxBonus` (the server's rule). */
export function bonusPreview(deposit: number, offer: { percent: number; maxBonus: number }): number {
  return Math.min(Math.floor((deposit * offer.percent) / 100), offer.maxBonus);
}
