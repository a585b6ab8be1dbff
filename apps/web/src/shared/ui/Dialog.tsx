import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { translate } from '../i18n/i18n';
import { cx } from '../lib/cx';
import { Icon } from './Icon';
import * as ic from './icons';

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the close button (an alert is answered with its own buttons). */
  hideClose?: boolean;
  'data-testid'?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Open dialogs make the page behind them inert and unscrollable. Counted, because the global alert
 * can open above the login dialog.
 */
let openDialogs = 0;
function lockPage(lock: boolean) {
  openDialogs += lock ? 1 : -1;
  const page = document.querySelector('.shell');
  const on = openDialogs > 0;
  page?.toggleAttribute('inert', on);
  document.documentElement.classList.toggle('dialog-open', on);
}

/**
 * A modal dialog: labelled by its title, focus moved in and kept in (Tab wraps), Esc closes, focus
 * returns to where it was. Mobile: a full-width bottom sheet; desktop: centered (CSS).
 * Not the native <dialog>: its top layer would cover the toasts that report a form's errors.
 */
export function Dialog({ title, onClose, children, footer, role = 'dialog', hideClose, className, ...rest }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockPage(true);
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('.dialog__body input, .dialog__body select, .dialog__body textarea') ??
      dialog.querySelector<HTMLElement>('.dialog__foot button, .dialog__body button');
    (first ?? dialog).focus({ preventScroll: true });
    return () => {
      lockPage(false);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="dialog-layer">
      <div className="dialog-backdrop" aria-hidden="true" />
      <div
        ref={ref}
        className={cx('dialog', className)}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={rest['data-testid']}
      >
        <header className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {!hideClose && (
            <button
              type="button"
              className="icon-btn"
              aria-label={translate('common.close')}
              // Keeps focus in the field: its blur would show the field's error and move the sheet
              // under the finger before the tap's click lands, so Close would miss.
              onMouseDown={(e) => e.preventDefault()}
              onClick={onClose}
              data-testid="dialog-close"
            >
              <Icon d={ic.close} />
            </button>
          )}
        </header>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__foot">{footer}</div>}
      </div>
    </div>
  );
}
