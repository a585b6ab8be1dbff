import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/i18n';
import { progressText, taskText, UnsupportedTaskType } from './task-text';
import { countdownText } from '../../shared/lib/countdown';

const task = { target: 5, gameId: 2, minMultiplier: 200 };

describe('task text', () => {
  it('says what each type asks, and refuses a type it does not know', () => {
    expect(taskText(translate, { ...task, type: 3 })).toBe(translate('tasks.type_play', { n: 5, game: 'Savanna Sunset' }));
    expect(taskText(translate, { ...task, type: 5, target: 1 })).toBe(translate('tasks.type_sign_in_today'));
    expect(() => taskText(translate, { ...task, type: 42 })).toThrow(UnsupportedTaskType);
  });

  it('shows money progress for deposits and wagers, counts otherwise', () => {
    expect(progressText({ ...task, type: 2, current: 100, target: 1_000 })).toMatch(/1\.00 \/ .*10\.00$/);
    expect(progressText({ ...task, type: 3, current: 2 })).toBe('2 / 5');
  });

  it('counts down in hh:mm:ss, with days past a day', () => {
    expect(countdownText(50_400_000)).toBe('14:00:00');
    expect(countdownText(61_000)).toBe('00:01:01');
    expect(countdownText(-5)).toBe('00:00:00');
    expect(countdownText(2 * 86_400_000 + 1_000)).toBe('2d 00:00:01');
  });
});
