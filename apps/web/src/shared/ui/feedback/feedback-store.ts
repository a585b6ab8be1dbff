/**
 * Toasts, notifications and the bottom message (docs/product-rules/shell.md#toasts-and-notices): a
 * tiny vanilla store so non-React code (the API client, the socket) can raise them, with timers
 * injected so the queue rules are testable.
 * - toast: 3 s each, at most 5 on screen; a sixth pushes out the oldest.
 * - notify: 8 s, one on screen at a time, the rest wait in order.
 * - bottom message: one; a new one replaces the old; it stays 30,000,000 ms (until dismissed, in practice).
 */
import { createStore } from 'zustand/vanilla';
import { BOTTOM_MESSAGE_MS, NOTIFY_MS, TOAST_MAX, TOAST_MS } from '@nyota/contract/constants';

export type ToastType = 'success' | 'failed' | 'waiting';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export interface Notice {
  id: number;
  title: string;
  body?: string;
  /** In-app path opened by the notice's action. */
  href?: string;
}

export interface BottomMessage {
  id: number;
  message: string;
}

export interface FeedbackState {
  toasts: Toast[];
  notice: Notice | null;
  noticeQueue: Notice[];
  bottom: BottomMessage | null;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Pure rule: append, keep the newest `max`. */
export function withToast(list: readonly Toast[], toast: Toast, max = TOAST_MAX): Toast[] {
  return [...list, toast].slice(-max);
}

export function createFeedback(timers: Timers = browserTimers) {
  const store = createStore<FeedbackState>(() => ({ toasts: [], notice: null, noticeQueue: [], bottom: null }));
  let nextId = 1;
  let noticeTimer: unknown = null;
  let bottomTimer: unknown = null;

  function dismissToast(id: number): void {
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  }

  function toast(type: ToastType, message: string): number {
    const id = nextId++;
    store.setState((s) => ({ toasts: withToast(s.toasts, { id, type, message }) }));
    timers.set(() => dismissToast(id), TOAST_MS);
    return id;
  }

  function showNotice(n: Notice): void {
    store.setState({ notice: n });
    noticeTimer = timers.set(() => dismissNotice(n.id), NOTIFY_MS);
  }

  function notify(n: Omit<Notice, 'id'>): number {
    const notice = { ...n, id: nextId++ };
    if (store.getState().notice) store.setState((s) => ({ noticeQueue: [...s.noticeQueue, notice] }));
    else showNotice(notice);
    return notice.id;
  }

  function dismissNotice(id: number): void {
    const { notice, noticeQueue } = store.getState();
    if (notice?.id !== id) {
      store.setState({ noticeQueue: noticeQueue.filter((n) => n.id !== id) });
      return;
    }
    if (noticeTimer !== null) timers.clear(noticeTimer);
    noticeTimer = null;
    const [next, ...rest] = noticeQueue;
    store.setState({ notice: null, noticeQueue: rest });
    if (next) showNotice(next);
  }

  function bottomMessage(message: string): number {
    if (bottomTimer !== null) timers.clear(bottomTimer);
    const id = nextId++;
    store.setState({ bottom: { id, message } });
    bottomTimer = timers.set(() => dismissBottom(id), BOTTOM_MESSAGE_MS);
    return id;
  }

  function dismissBottom(id: number): void {
    if (store.getState().bottom?.id !== id) return;
    if (bottomTimer !== null) timers.clear(bottomTimer);
    bottomTimer = null;
    store.setState({ bottom: null });
  }

  return { store, toast, dismissToast, notify, dismissNotice, bottomMessage, dismissBottom };
}

export type Feedback = ReturnType<typeof createFeedback>;

/** The app's single instance. */
export const feedback = createFeedback();
export const toast = feedback.toast;
export const notify = feedback.notify;
export const bottomMessage = feedback.bottomMessage;
