/**
 * The global alert (docs/product-rules/shell.md#global-alert): a message with an optional cancel
 * and a confirm button. Callers await the answer. Alerts queue, so a kick-out notice raised while
 * another alert is open is not lost.
 */
import { createStore } from 'zustand/vanilla';

export interface AlertRequest {
  message: string;
  title?: string;
  /** Shows a cancel button; without it the alert is a notice with one button. */
  cancellable?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface PendingAlert extends AlertRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const alertStore = createStore<{ queue: PendingAlert[] }>(() => ({ queue: [] }));
let nextId = 1;

export function showAlert(request: AlertRequest): Promise<boolean> {
  return new Promise((resolve) => {
    alertStore.setState((s) => ({ queue: [...s.queue, { ...request, id: nextId++, resolve }] }));
  });
}

export function answerAlert(id: number, confirmed: boolean): void {
  const pending = alertStore.getState().queue.find((a) => a.id === id);
  if (!pending) return;
  alertStore.setState((s) => ({ queue: s.queue.filter((a) => a.id !== id) }));
  pending.resolve(confirmed);
}
