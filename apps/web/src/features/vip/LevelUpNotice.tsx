/**
 * The level-up pop-up (docs/product-rules/vip.md#vip-pop-ups): opened when a VIP/Change push
 * arrives (shared/session/live-connection.ts). Elsewhere it is the level-up dialog (LevelUpDialog.tsx);
 * on a game's page, or over another open dialog, a modal would cover the bet and cash-out controls
 * (or the deposit being made), so there it is a one-line card at the top centre, not modal, that
 * closes itself after a while and opens the dialog when tapped. A member the server's pop-up
 * permission refuses (time-out, limit, concern flag) gets neither: the inbox's "You reached V{n}"
 * message still tells them. Rendered in a root of its own so the first screen carries none of it.
 */
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { VipChange } from '@nyota/contract/im/vip';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { useDialogStore } from '../../shared/lib/dialogs';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import { LevelUpDialog } from './LevelUpDialog';
import { isGamePage } from './vip-popups';
import './vip.css';

const SHOWN_MS = 12_000;
let root: Root | null = null;

/** `queryClient` is the app's (the caller's): importing it here would add a chunk to the club's preload list. */
export function showLevelUp(change: VipChange, queryClient: QueryClient): void {
  void allowed(queryClient).then((ok) => {
    if (!ok) return;
    if (!root) {
      const host = document.createElement('div');
      host.className = 'vip-levelup-host';
      document.body.append(host);
      root = createRoot(host);
    }
    const quiet = isGamePage(location.pathname) || useDialogStore.getState().name !== null;
    root.render(
      <QueryClientProvider client={queryClient}>
        <LevelUp key={`${change.levelId}-${Date.now()}`} change={change} quiet={quiet} />
      </QueryClientProvider>,
    );
  });
}

/** The server's pop-up permission, asked afresh: a restriction may have begun since the last read. */
async function allowed(queryClient: QueryClient): Promise<boolean> {
  try {
    const answer = await queryClient.fetchQuery({
      queryKey: ['popupEligibility'],
      queryFn: ({ signal }) => call('popupEligibility', {}, { signal }),
      staleTime: 0,
    });
    return answer.allowed;
  } catch {
    return false;
  }
}

function close(): void {
  root?.render(null);
}

function LevelUp({ change, quiet }: { change: VipChange; quiet: boolean }) {
  const [open, setOpen] = useState(!quiet);
  if (open) return <LevelUpDialog change={change} onClose={close} />;
  return <LevelUpCard change={change} onOpen={() => setOpen(true)} />;
}

function LevelUpCard({ change, onOpen }: { change: VipChange; onOpen(): void }) {
  const { t } = useI18n();
  useEffect(() => {
    const timer = window.setTimeout(close, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="vip-levelup" role="status" aria-live="polite" data-testid="vip-levelup">
      <button
        type="button"
        className="vip-levelup__open"
        title={t('vip.levelup_open')}
        onClick={onOpen}
        data-testid="vip-levelup-open"
      >
        <Icon d={ic.vip} size={22} />
        <strong>{t('vip.levelup_title', { level: change.levelId })}</strong>
      </button>
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={close} data-testid="vip-levelup-close">
        <Icon d={ic.close} size={18} />
      </button>
    </section>
  );
}
