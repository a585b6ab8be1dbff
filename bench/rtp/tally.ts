/**
 * Exact integer tallies of one measured quantity (a return or a 0/1 event) over many rounds. Every
 * payout here is an integer in some unit (hundredths, line bets, minor units), so sums and sums of
 * squares are kept exact (BigInt when merged): the estimate does not depend on how chunks were split
 * over workers or in which order they finished, and a run is reproducible bit for bit from its seed.
 */
import { rtpInterval, type RtpEstimate } from '@nyota/fairness/stats';

export interface Tally {
  rounds: number;
  /** Σx and Σx² as decimal strings (BigInt does not cross postMessage as JSON-friendly data). */
  sum: string;
  sumSquares: string;
}

/** Per-chunk accumulator: Numbers while they stay exact, checked, then handed over as text. */
export class ChunkTally {
  rounds = 0;
  #sum = 0;
  #sumSquares = 0;

  add(x: number): void {
    this.rounds += 1;
    this.#sum += x;
    this.#sumSquares += x * x;
  }

  done(): Tally {
    if (!Number.isSafeInteger(this.#sum) || !Number.isSafeInteger(this.#sumSquares))
      throw new RangeError('chunk tally left the safe integer range: use smaller chunks');
    return { rounds: this.rounds, sum: String(this.#sum), sumSquares: String(this.#sumSquares) };
  }
}

export class MergedTally {
  rounds = 0;
  sum = 0n;
  sumSquares = 0n;

  merge(t: Tally): void {
    this.rounds += t.rounds;
    this.sum += BigInt(t.sum);
    this.sumSquares += BigInt(t.sumSquares);
  }

  /** Mean and interval of x · scale (e.g. scale 1/100 turns hundredths into a return per unit stake). */
  estimate(scale: number, z: number): RtpEstimate {
    const n = BigInt(this.rounds);
    if (n < 2n) throw new RangeError('need at least 2 rounds');
    // Var = (nΣx² − (Σx)²) / (n(n − 1)), exact up to the final division.
    const varianceNumerator = n * this.sumSquares - this.sum * this.sum;
    const variance = Number(varianceNumerator) / (Number(n) * Number(n - 1n));
    const mean = Number(this.sum) / this.rounds;
    return rtpInterval(this.rounds, mean * scale, Math.sqrt(variance) * scale, z);
  }
}
