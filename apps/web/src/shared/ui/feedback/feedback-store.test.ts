import { describe, expect, it } from 'vitest';
import { BOTTOM_MESSAGE_MS, NOTIFY_MS, TOAST_MS } from '@nyota/contract/constants';
import { createFeedback, type Timers } from './feedback-store';

function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      pending.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clear: (h) => pending.delete(h as number),
  };
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const next = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      pending.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = end;
  }
  return { timers, advance };
}

describe('toasts (3 s, at most 5)', () => {
  it('keeps the newest five and drops each after 3 s', () => {
    const { timers, advance } = manualTimers();
    const f = createFeedback(timers);
    for (let i = 1; i <= 6; i++) f.toast('failed', `e${i}`);
    expect(f.store.getState().toasts.map((t) => t.message)).toEqual(['e2', 'e3', 'e4', 'e5', 'e6']);
    advance(TOAST_MS - 1);
    expect(f.store.getState().toasts).toHaveLength(5);
    advance(1);
    expect(f.store.getState().toasts).toEqual([]);
  });

  it('keeps the type', () => {
    const f = createFeedback(manualTimers().timers);
    f.toast('success', 'ok');
    f.toast('waiting', 'hold on');
    expect(f.store.getState().toasts.map((t) => t.type)).toEqual(['success', 'waiting']);
  });
});

describe('notifications (8 s, one at a time, rest queued)', () => {
  it('shows one, queues the others in order, and advances every 8 s', () => {
    const { timers, advance } = manualTimers();
    const f = createFeedback(timers);
    f.notify({ title: 'A' });
    f.notify({ title: 'B' });
    f.notify({ title: 'C' });
    expect(f.store.getState().notice?.title).toBe('A');
    expect(f.store.getState().noticeQueue.map((n) => n.title)).toEqual(['B', 'C']);
    advance(NOTIFY_MS);
    expect(f.store.getState().notice?.title).toBe('B');
    advance(NOTIFY_MS);
    expect(f.store.getState().notice?.title).toBe('C');
    advance(NOTIFY_MS);
    expect(f.store.getState().notice).toBeNull();
  });

  it('dismissing the current one shows the next with a full 8 s', () => {
    const { timers, advance } = manualTimers();
    const f = createFeedback(timers);
    const a = f.notify({ title: 'A' });
    f.notify({ title: 'B' });
    advance(5000);
    f.dismissNotice(a);
    expect(f.store.getState().notice?.title).toBe('B');
    advance(NOTIFY_MS - 1);
    expect(f.store.getState().notice?.title).toBe('B');
    advance(1);
    expect(f.store.getState().notice).toBeNull();
  });
});

describe('bottom message (one)', () => {
  it('a new one replaces the old, and it expires after 30,000,000 ms', () => {
    const { timers, advance } = manualTimers();
    const f = createFeedback(timers);
    f.bottomMessage('first');
    advance(1000);
    f.bottomMessage('second');
    expect(f.store.getState().bottom?.message).toBe('second');
    advance(BOTTOM_MESSAGE_MS - 1);
    expect(f.store.getState().bottom?.message).toBe('second');
    advance(1);
    expect(f.store.getState().bottom).toBeNull();
  });
});
