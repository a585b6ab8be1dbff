/**
 * RTP estimates for benches and smoke tests: the mean return per unit staked with a normal-approximation
 * confidence interval, mean ± z·s/√n (Welford's running mean and variance, stable over 10^7+ rounds).
 * Every round is weighted equally, so feed returns per unit stake (payout / stake).
 */

export interface RtpEstimate {
  readonly rounds: number;
  /** Mean return per unit staked. */
  readonly rtp: number;
  /** Sample standard deviation of one round's return. */
  readonly sigma: number;
  readonly standardError: number;
  readonly low: number;
  readonly high: number;
  readonly z: number;
}

/** z for two-sided 95%, 99% and 99.9% intervals. */
export const Z_95 = 1.959964;
export const Z_99 = 2.575829;
export const Z_999 = 3.290527;

export class RtpAccumulator {
  #n = 0;
  #mean = 0;
  #m2 = 0;

  /** Adds one round's return per unit staked (payout / stake). */
  add(returned: number): void {
    if (!Number.isFinite(returned) || returned < 0) throw new RangeError('a return must be a finite non-negative number');
    this.#n += 1;
    const delta = returned - this.#mean;
    this.#mean += delta / this.#n;
    this.#m2 += delta * (returned - this.#mean);
  }

  get rounds(): number {
    return this.#n;
  }

  estimate(z = Z_95): RtpEstimate {
    if (this.#n < 2) throw new RangeError('need at least 2 rounds');
    return rtpInterval(this.#n, this.#mean, Math.sqrt(this.#m2 / (this.#n - 1)), z);
  }
}

export function rtpInterval(rounds: number, mean: number, sigma: number, z = Z_95): RtpEstimate {
  const standardError = sigma / Math.sqrt(rounds);
  return { rounds, rtp: mean, sigma, standardError, low: mean - z * standardError, high: mean + z * standardError, z };
}

export function intervalContains(estimate: RtpEstimate, value: number): boolean {
  return value >= estimate.low && value <= estimate.high;
}

/** Rounds needed for a ±halfWidth interval given a per-round σ (e.g. the published slot σ). */
export function roundsForHalfWidth(sigma: number, halfWidth: number, z = Z_95): number {
  return Math.ceil(((z * sigma) / halfWidth) ** 2);
}
