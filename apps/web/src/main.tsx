import './shared/ui/tokens.css';
import './shared/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadAuthDialogs } from './features/auth/index';
import { initLanguage, loadMessages } from './shared/i18n/i18n';
import { catchInstallPrompt } from './shared/lib/install-prompt';
import { captureCurrentVisit } from './shared/session/referral';
import { startSession } from './shared/session/session';
import { hasStoredSession } from './shared/session/session-store';

const PREFETCH_AFTER_LOAD_MS = 4_000;

captureCurrentVisit();
// At once: the browser fires its install offer early, and only once per page load.
catchInstallPrompt();

const container = document.getElementById('root');
void initLanguage().finally(() => {
  // After the language, so the token login's `lang` header (and any error text) is the player's.
  void startSession();
  if (container) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});

window.addEventListener('load', () => {
  // Production only: a dev server's modules must never be served from a cache.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline shell then; the app works the same online.
    });
  }
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
  // Likely next downloads, fetched while the player looks at the lobby: the complete dictionary
  // (every page needs it) and, for visitors, the login and sign-up dialogs. Not right at `load`:
  // the first page's own lazy chunks and images are still arriving then, and on a slow line eight
  // dialog chunks beside them delay the page's largest paint.
  window.setTimeout(() => {
    idle(() => {
      loadMessages().catch(() => undefined);
      if (!hasStoredSession()) preloadAuthDialogs();
    });
  }, PREFETCH_AFTER_LOAD_MS);
});
