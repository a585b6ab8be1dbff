/**
 * The level-up notice: opened when a VIP/Change push arrives (shared/session/live-connection.ts).
 * A small card under the header, never modal: it covers no primary action (deposit, play, the
 * bottom navigation), closes itself after a while, and links to the VIP page. Rendered in a root
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
      <Icon d={ic.vip} size={28} />
      <div className="vip-levelup__text">
        <strong>{t('vip.levelup_title', { level: change.levelId })}</strong>
        <button
          type="button"
          className="link-btn"
          onClick={() => {
            close();
            navigateTo('/vip');
          }}
          data-testid="vip-levelup-open"
        >
          {t('vip.levelup_open')}
        </button>
      </div>
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={close} data-testid="vip-levelup-close">
        <Icon d={ic.close} size={18} />
      </button>
    </section>
  );
}
