/**
 * Money as integer minor units (1/MINOR_UNIT_DIVISOR of the major unit, ngwee for ZMW), branded so a
 * count, a rate or a multiplier cannot be passed where an amount is meant. A value becomes `Minor`
 * only through `toMinor`/`minorFrom`, which check it is a safe integer; outside data (the DB, a
 * provider, a form) goes through them at the boundary. No zod here: the web imports this module.
 */
declare const MINOR_BRAND: unique symbol;

export type Minor = number & { readonly [MINOR_BRAND]: true };

export class MinorRangeError extends RangeError {
  constructor(value: unknown) {
    super(`not a safe integer amount of minor units: ${String(value)}`);
    this.name = 'MinorRangeError';
  }
}

/** The one cast to the brand; every caller has checked the value first. */
function brand(n: number): Minor {
  return n as Minor;
}

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** A number of minor units; throws MinorRangeError unless it is a safe integer (so never NaN, 1.5 or 2^53). */
export function toMinor(n: number): Minor {
  if (!isMinor(n)) throw new MinorRangeError(n);
  return brand(n === 0 ? 0 : n); // -0 is 0
}

/** A BIGINT as the drivers return it (string from pg, number from PGlite, bigint from some paths). */
export function minorFrom(value: string | number | bigint): Minor {
  if (typeof value === 'number') return toMinor(value);
  const text = String(value);
  if (!/^-?\d{1,16}$/.test(text)) throw new MinorRangeError(text);
  return toMinor(Number(text));
}

export const ZERO_MINOR: Minor = brand(0);

export function addMinor(a: Minor, b: Minor): Minor {
  return toMinor(a + b);
}

export function subMinor(a: Minor, b: Minor): Minor {
  return toMinor(a - b);
}

export function sumMinor(values: readonly Minor[]): Minor {
  return values.reduce(addMinor, ZERO_MINOR);
}
