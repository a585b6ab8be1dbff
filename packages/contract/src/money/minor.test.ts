import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addMinor, isMinor, minorFrom, MinorRangeError, subMinor, sumMinor, toMinor, ZERO_MINOR } from './minor.js';
import { minorSchema } from './minor-schema.js';

describe('toMinor', () => {
  it('takes safe integers, negatives and zero included, and folds -0 into 0', () => {
    expect(toMinor(5)).toBe(5);
    expect(toMinor(-125_050)).toBe(-125_050);
    expect(Object.is(toMinor(-0), 0)).toBe(true);
    expect(toMinor(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toMinor(-Number.MAX_SAFE_INTEGER)).toBe(-Number.MAX_SAFE_INTEGER);
  });

  it('refuses fractions, NaN, infinities and values beyond safe integers', () => {
    for (const bad of [0.5, Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 1]) {
      expect(() => toMinor(bad), String(bad)).toThrow(MinorRangeError);
    }
  });
});

describe('minorFrom', () => {
  it('reads BIGINT values as the drivers return them', () => {
    expect(minorFrom('125050')).toBe(125_050);
    expect(minorFrom('-5')).toBe(-5);
    expect(minorFrom(42)).toBe(42);
    expect(minorFrom(7n)).toBe(7);
    expect(minorFrom('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses text that is not an integer or is beyond safe integers', () => {
    for (const bad of ['', '1.5', '1e3', ' 5', '9007199254740992', '12345678901234567']) {
      expect(() => minorFrom(bad), bad).toThrow(MinorRangeError);
    }
    expect(() => minorFrom(2n ** 60n)).toThrow(MinorRangeError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and sums, refusing a result beyond safe integers', () => {
    expect(addMinor(toMinor(150), toMinor(-50))).toBe(100);
    expect(subMinor(toMinor(5), toMinor(10))).toBe(-5);
    expect(sumMinor([toMinor(1), toMinor(2), toMinor(3)])).toBe(6);
    expect(sumMinor([])).toBe(ZERO_MINOR);
    expect(() => addMinor(toMinor(Number.MAX_SAFE_INTEGER), toMinor(1))).toThrow(MinorRangeError);
  });
});

describe('minorSchema', () => {
  it('accepts safe integers and refuses anything else with the given key', () => {
    expect(minorSchema().parse(1250)).toBe(1250);
    expect(isMinor(1250)).toBe(true);
    for (const bad of [1.5, '1250', null, Number.MAX_SAFE_INTEGER + 1]) {
      const r = minorSchema('errors.x').safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('errors.x');
    }
  });

  it('shows as an integer in the OpenAPI document, in requests and answers', () => {
    for (const io of ['input', 'output'] as const) {
      expect(z.toJSONSchema(minorSchema(), { io, unrepresentable: 'any' })).toMatchObject({ type: 'integer' });
    }
  });
});
