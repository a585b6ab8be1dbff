import * as ic from '../shared/ui/icons';
import { Component, type ReactNode } from 'react';
import { translate } from '../shared/i18n/i18n';
import { EmptyState } from '../shared/ui/EmptyState';

/**
 * Catches a lazy chunk that fails to load (offline, or a deployment removed it) or a page that
 * crashes, and offers a reload instead of a blank screen. Keyed by path so navigating away resets it.
 */
export class ChunkBoundary extends Component<{ children: ReactNode; compact?: boolean }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.compact) return null;
    return (
      <EmptyState
        icon={ic.info}
        title={translate('app.load_failed_title')}
        action={
          <button type="button" className="btn btn--primary" onClick={() => location.reload()}>
            {translate('app.reload')}
          </button>
        }
      >
        <p>{translate('app.load_failed_body')}</p>
      </EmptyState>
    );
  }
}
