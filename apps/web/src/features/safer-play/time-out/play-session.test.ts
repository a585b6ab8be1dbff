import { describe, expect, it } from 'vitest';
import { answerCheck, nextCheckAt, playSessionStart, type PlayStore } from './play-session';

function store(): PlayStore {
  const m = new Map<string, string>();
  return { get: (k) => m.get(k) ?? null, set: (k, v) => void m.set(k, v) };
}

const MIN = 60_000;

describe('reality-check play session', () => {
  it('keeps its start across game pages and counts each interval from the last answer', () => {
    const s = store();
    expect(playSessionStart(s, 1_000)).toBe(1_000);
    // Another game page later in the same tab: same session, same due time.
    expect(nextCheckAt(s, 5 * MIN, 15)).toBe(1_000 + 15 * MIN);
    answerCheck(s, 1_000 + 16 * MIN);
    expect(nextCheckAt(s, 17 * MIN, 15)).toBe(1_000 + 31 * MIN);
    expect(playSessionStart(s, 40 * MIN)).toBe(1_000);
  });

  it('is off at interval 0', () => {
    expect(nextCheckAt(store(), 0, 0)).toBeNull();
  });
});
