/**
 * The browser's PWA install offer (`beforeinstallprompt`, Chromium browsers), caught at start and
 * kept for the download page, which decides when to show it (features/adverts). Only this catcher
 * is in the first bundle; the seed's rules (accepted stores a flag, dismissed hides the prompt)
 * live with the page.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The seed's stored flag: the player accepted the install. */
export const PWA_ACCEPTED_KEY = 'pwaInstallAccepted';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function isInstallPrompt(e: Event): e is InstallPromptEvent {
  return 'prompt' in e && typeof e.prompt === 'function' && 'userChoice' in e;
}

function changed(next: InstallPromptEvent | null): void {
  deferred = next;
  for (const l of listeners) l();
}

export function catchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    if (!isInstallPrompt(e)) return;
    // Not the browser's own mini-bar: the download page offers it, once the player asks.
    e.preventDefault();
    changed(e);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

/** The offer, while the browser has one to make. */
export function installPrompt(): InstallPromptEvent | null {
  return deferred;
}

/** A prompt can be used once: after the player's answer it is gone. */
export function spendInstallPrompt(): void {
  changed(null);
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
