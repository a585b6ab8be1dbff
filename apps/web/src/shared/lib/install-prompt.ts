/**
 * The browser's PWA install offer (`beforeinstallprompt`, Chromium browsers), caught at start, when
 * the browser fires it, and kept for the download page (features/adverts/use-install-offer.ts),
 * which holds the seed's rules. Only this catcher is in the first bundle.
 */
let caught: Event | null = null;

/** Dispatched on `window` whenever the kept offer changes. */
export const INSTALL_PROMPT_CHANGE = 'nyota:install-prompt';

function keep(e: Event | null): void {
  caught = e;
  dispatchEvent(new Event(INSTALL_PROMPT_CHANGE));
}

export function catchInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (e) => {
    // Not the browser's own mini-bar: the download page offers it, once the player asks.
    e.preventDefault();
    keep(e);
  });
  addEventListener('appinstalled', () => keep(null));
}

/** The offer as the browser fired it, while it has one to make. */
export function caughtInstallPrompt(): Event | null {
  return caught;
}

/** A prompt can be used once: after the player's answer it is gone. */
export function forgetInstallPrompt(): void {
  keep(null);
}
