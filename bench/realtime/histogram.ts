/**
 * Latencies as counts per 0.1 ms bucket (up to 10 s, then one overflow bucket): a 10,000-client
 * round yields millions of samples, and worker processes send their counts to the parent, which
 * adds them up. Percentiles are read at bucket resolution, finer than the 1 ms epoch clocks used.
 */
const BUCKET_MS = 0.1;
const BUCKETS = 100_000;

export class Histogram {
  readonly counts: number[];
  max = 0;

  constructor(counts?: readonly number[], max = 0) {
    this.counts = counts ? [...counts] : new Array<number>(BUCKETS + 1).fill(0);
    this.max = max;
  }

  record(ms: number): void {
    // Same machine, one clock: a negative gap is rounding of the server's whole-ms timestamps.
    const v = ms < 0 ? 0 : ms;
    const i = Math.min(BUCKETS, Math.floor(v / BUCKET_MS));
    this.counts[i] = (this.counts[i] ?? 0) + 1;
    if (v > this.max) this.max = v;
  }

  add(other: Histogram): void {
    for (let i = 0; i < this.counts.length; i++) this.counts[i] = (this.counts[i] ?? 0) + (other.counts[i] ?? 0);
    if (other.max > this.max) this.max = other.max;
  }

  get total(): number {
    return this.counts.reduce((a, b) => a + b, 0);
  }

  /** The upper edge of the bucket holding the p-th percentile (p in 0..100); 0 when empty. */
  percentile(p: number): number {
    const total = this.total;
    if (total === 0) return 0;
    const rank = Math.ceil((p / 100) * total);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i] ?? 0;
      if (seen >= rank) return i === BUCKETS ? this.max : Math.min(this.max, (i + 1) * BUCKET_MS);
    }
    return this.max;
  }

  /** Sparse form for IPC: [bucket, count] pairs. */
  toSparse(): { pairs: Array<[number, number]>; max: number } {
    const pairs: Array<[number, number]> = [];
    this.counts.forEach((c, i) => {
      if (c > 0) pairs.push([i, c]);
    });
    return { pairs, max: this.max };
  }

  static fromSparse(s: { pairs: Array<[number, number]>; max: number }): Histogram {
    const h = new Histogram(undefined, s.max);
    for (const [i, c] of s.pairs) h.counts[i] = c;
    return h;
  }
}
