import { describe, expect, it } from 'vitest';
import { clockText, minuteAt, phaseOf, scoreAt } from './match-clock';

const round = {
  closesAt: '2026-01-01T10:02:50Z',
  kickoffAt: '2026-01-01T10:03:00Z',
  fullTimeAt: '2026-01-01T10:04:30Z',
};
const at = (iso: string) => Date.parse(iso);

describe('match clock', () => {
  it('maps the 90 minutes onto kick-off..full time', () => {
    expect(minuteAt(round, at('2026-01-01T10:02:00Z'))).toBe(0);
    expect(minuteAt(round, at('2026-01-01T10:03:45Z'))).toBe(45);
    expect(minuteAt(round, at('2026-01-01T10:04:29Z'))).toBe(89);
    expect(minuteAt(round, at('2026-01-01T10:09:00Z'))).toBe(90);
  });

  it('names the phase from the times', () => {
    expect(phaseOf(round, at('2026-01-01T10:02:49Z'))).toBe('betting');
    expect(phaseOf(round, at('2026-01-01T10:02:50Z'))).toBe('closed');
    expect(phaseOf(round, at('2026-01-01T10:03:00Z'))).toBe('live');
    expect(phaseOf(round, at('2026-01-01T10:04:30Z'))).toBe('full_time');
  });

  it('counts only the goals scored so far', () => {
    const result = {
      home: 2,
      away: 1,
      goals: [
        { minute: 12, side: 'home' as const },
        { minute: 50, side: 'away' as const },
        { minute: 88, side: 'home' as const },
      ],
      halfTime: { home: 1, away: 0 },
    };
    expect(scoreAt(result, 11)).toEqual({ home: 0, away: 0 });
    expect(scoreAt(result, 50)).toEqual({ home: 1, away: 1 });
    expect(scoreAt(result, 90)).toEqual({ home: 2, away: 1 });
    expect(clockText(65)).toBe('1:05');
  });
});
