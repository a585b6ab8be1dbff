/**
 * The level-up notice: opened when a VIP/Change push arrives (shared/session/live-connection.ts).
 * A one-line card at the top centre, where the app's toasts show, never modal: it leaves the
 * page header's buttons, the game controls and the bottom navigation free, closes itself after a
 * while, and opens the VIP page when tapped. Rendered in a root
 * of its own so the first screen carries none of its code.
 */
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { VipChange } from '@nyota/contract/im/vip';
import { useI18n } from '../../shared/i18n/i18n';
import { navigateTo } from '../../shared/lib/navigation';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';
import './vip.css';

const SHOWN_MS = 12_000;
let root: Root | null = null;

export function showLevelUp(change: VipChange): void {
  if (!root) {
    const host = document.createElement('div');
    host.className = 'vip-levelup-host';
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<LevelUpNotice key={`${change.levelId}-${Date.now()}`} change={change} />);
}

function close(): void {
  root?.render(null);
}

function LevelUpNotice({ change }: { change: VipChange }) {
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
        onClick={() => {
          close();
          navigateTo('/vip');
        }}
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
