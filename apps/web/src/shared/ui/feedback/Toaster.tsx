import { useStore } from 'zustand';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../Icon';
import * as ic from '../icons';
import { feedback, type ToastType } from './feedback-store';

const TOAST_ICON: Record<ToastType, string> = { success: ic.check, failed: ic.info, waiting: ic.pause };

/** Toasts, the current notification and the bottom message; always mounted, a few hundred bytes. */
export function Toaster() {
  const { t } = useI18n();
  const { toasts, notice, bottom } = useStore(feedback.store);
  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((item) => (
          <div key={item.id} className={`toast toast--${item.type}`} data-testid="toast" data-type={item.type}>
            <Icon d={TOAST_ICON[item.type]} size={20} />
            <span>{item.message}</span>
          </div>
        ))}
      </div>
      {notice && (
        <div className="notice" role="status" aria-live="polite" data-testid="notice">
          <div className="notice__text">
            <strong>{notice.title}</strong>
            {notice.body && <p>{notice.body}</p>}
            {notice.href && (
              <Link to={notice.href} onClick={() => feedback.dismissNotice(notice.id)}>
                {t('common.view')}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('common.close')}
            onClick={() => feedback.dismissNotice(notice.id)}
          >
            <Icon d={ic.close} size={20} />
          </button>
        </div>
      )}
      {bottom && (
        <div className="bottom-msg" role="status" data-testid="bottom-message">
          <span>{bottom.message}</span>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('common.close')}
            onClick={() => feedback.dismissBottom(bottom.id)}
          >
            <Icon d={ic.close} size={20} />
          </button>
        </div>
      )}
    </>
  );
}
