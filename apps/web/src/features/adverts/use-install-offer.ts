/**
 * The PWA install option of the download page (wallet seed: accepted stores a flag, dismissed hides
 * the prompt). 'running': already the installed app; 'installed': the player accepted (the stored
 * flag); 'offer': the browser has an install prompt to make; 'dismissed': the player said no today,
 * so it is hidden until tomorrow (the daily cap); 'manual': the browser makes no offer (iPhone,
 * Firefox), so the page says how to add it from the menu.
 */
import { useReducer, useSyncExternalStore } from 'react';
import { markShown, shownToday } from '../../shared/lib/daily-cap';
import { caughtInstallPrompt, forgetInstallPrompt, INSTALL_PROMPT_CHANGE } from '../../shared/lib/install-prompt';
import { matches } from '../../shared/lib/layout';
import { market } from '../../shared/lib/market';
import { loadItem, saveItem } from '../../shared/lib/storage';

export type InstallState = 'running' | 'installed' | 'offer' | 'dismissed' | 'manual';

/** The seed's stored flag: the player accepted the install. */
export const PWA_ACCEPTED_KEY = 'pwaInstallAccepted';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isInstallPrompt(e: Event | null): e is InstallPromptEvent {
  return e !== null && 'prompt' in e && typeof e.prompt === 'function' && 'userChoice' in e;
}

function installPrompt(): InstallPromptEvent | null {
  const e = caughtInstallPrompt();
  return isInstallPrompt(e) ? e : null;
}

function onInstallPromptChange(listener: () => void): () => void {
  addEventListener(INSTALL_PROMPT_CHANGE, listener);
  return () => removeEventListener(INSTALL_PROMPT_CHANGE, listener);
}
export const INSTALL_CAP_NAME = 'install-prompt';

export function installStateOf(input: {
  standalone: boolean;
  accepted: boolean;
  hasPrompt: boolean;
  dismissedToday: boolean;
}): InstallState {
  if (input.standalone) return 'running';
  if (input.accepted) return 'installed';
  if (input.dismissedToday) return 'dismissed';
  return input.hasPrompt ? 'offer' : 'manual';
}

export function useInstallOffer(): { state: InstallState; install(): Promise<void> } {
  const prompt = useSyncExternalStore(onInstallPromptChange, installPrompt, () => null);
  // The answer is stored, not state: a render after it reads the new state from storage.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = installStateOf({
    standalone: matches('(display-mode: standalone)'),
    accepted: loadItem(PWA_ACCEPTED_KEY) === '1',
    hasPrompt: prompt !== null,
    dismissedToday: shownToday(INSTALL_CAP_NAME, Date.now(), market.timeZone),
  });
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    forgetInstallPrompt();
    if (outcome === 'accepted') saveItem(PWA_ACCEPTED_KEY, '1');
    else markShown(INSTALL_CAP_NAME, Date.now(), market.timeZone);
    rerender();
  };
  return { state, install };
}
