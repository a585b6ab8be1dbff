/**
 * Integer money (minor units) times integer multipliers. Payouts round down: the fraction of a minor
 * unit stays with the house, which every RTP figure here already accounts for by being exact
 * before rounding (rounding can only lower the player's return by less than one minor unit).
 */

export function assertMinorUnits(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${what} must be a non-negative integer in minor units`);
}

/** floor(stake · multiplier / 100) for a multiplier in hundredths (250 = 2.50x). */
export function applyMultiplier(stake: number, multiplierHundredths: number): number {
  assertMinorUnits(stake, 'stake');
  if (!Number.isSafeInteger(multiplierHundredths) || multiplierHundredths < 0)
    throw new RangeError('multiplier must be a non-negative integer');
  const product = stake * multiplierHundredths;
  if (!Number.isSafeInteger(product)) throw new RangeError('payout exceeds the safe integer range');
  return Math.floor(product / 100);
}
