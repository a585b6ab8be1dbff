/**
 * The Stake-compatible byte stream (reference §2.2), so third-party verifiers give the same answers:
 * block r = HMAC_SHA256(key = serverSeed, msg = `${clientSeed}:${nonce}:${r}`), the stream is
 * B_0 ‖ B_1 ‖ …, and a float is 4 consecutive bytes read as base-256 digits after the point.
 * The cursor is a byte index into that stream.
 */
import { hmacSha256 } from './hash.js';

export interface SeedInputs {
  /** The secret server seed as text (its SHA-256 is the commitment). */
  readonly serverSeed: string;
  readonly clientSeed: string;
  /** Bet counter under this seed pair; a non-negative safe integer. */
  readonly nonce: number;
}

export const BYTES_PER_BLOCK = 32;
export const BYTES_PER_FLOAT = 4;

/** Anything that hands out floats in [0, 1); the byte stream, or a fixed list in tests. */
export interface FloatSource {
  nextFloat(): number;
}

function assertIndex(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative safe integer`);
}

/** The 32 bytes of block `round`. */
export function streamBlock(inputs: SeedInputs, round: number): Uint8Array {
  assertIndex(inputs.nonce, 'nonce');
  assertIndex(round, 'round');
  return hmacSha256(inputs.serverSeed, `${inputs.clientSeed}:${inputs.nonce}:${round}`);
}

/**
 * b0/256 + b1/256² + b2/256³ + b3/256⁴, in [0, 1) and never 1. Computed as u32 / 2³², which is the
 * same double exactly (every term is a dyadic fraction that fits the mantissa).
 */
export function bytesToFloat(b0: number, b1: number, b2: number, b3: number): number {
  return (b0 * 0x1000000 + b1 * 0x10000 + b2 * 0x100 + b3) / 0x100000000;
}

/** Reads the stream from a cursor; one HMAC per 32 bytes, computed when first needed. */
export class ByteStream implements FloatSource {
  readonly inputs: SeedInputs;
  #cursor: number;
  #round = -1;
  #block: Uint8Array = new Uint8Array(0);

  constructor(inputs: SeedInputs, cursor = 0) {
    assertIndex(inputs.nonce, 'nonce');
    assertIndex(cursor, 'cursor');
    this.inputs = inputs;
    this.#cursor = cursor;
  }

  /** Index of the next byte to be read. */
  get cursor(): number {
    return this.#cursor;
  }

  nextByte(): number {
    const round = Math.floor(this.#cursor / BYTES_PER_BLOCK);
    if (round !== this.#round) {
      this.#block = streamBlock(this.inputs, round);
      this.#round = round;
    }
    const byte = this.#block[this.#cursor % BYTES_PER_BLOCK];
    if (byte === undefined) throw new Error('HMAC block shorter than 32 bytes');
    this.#cursor += 1;
    return byte;
  }

  nextFloat(): number {
    return bytesToFloat(this.nextByte(), this.nextByte(), this.nextByte(), this.nextByte());
  }

  nextFloats(count: number): number[] {
    assertIndex(count, 'count');
    return Array.from({ length: count }, () => this.nextFloat());
  }
}

/** `count` floats starting at byte `cursor`: what a verifier recomputes for one bet. */
export function floatsAt(inputs: SeedInputs, count: number, cursor = 0): number[] {
  return new ByteStream(inputs, cursor).nextFloats(count);
}

/** A FloatSource over fixed values, for tests and for replaying recorded floats. */
export function fixedFloats(values: readonly number[]): FloatSource {
  let index = 0;
  return {
    nextFloat() {
      const value = values[index];
      if (value === undefined) throw new RangeError('fixed float source exhausted');
      if (!(value >= 0 && value < 1)) throw new RangeError('floats must be in [0, 1)');
      index += 1;
      return value;
    },
  };
}
