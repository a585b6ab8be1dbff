import { translate } from '../i18n/i18n';

/** A CSS spinner; `label` is announced to screen readers (defaults to "Loading…"). */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return <span className={`spinner spinner--${size}`} role="status" aria-label={label ?? translate('app.loading')} />;
}

/** Centered spinner for a page or chunk that is still loading. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size="lg" />
    </div>
  );
}
