import { useI18n } from '../../i18n/i18n';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { answerAlert, type AlertRequest } from './alert-store';

/** The global alert dialog (lazy chunk): message, optional cancel, confirm. */
export function GlobalAlert({ alert }: { alert: AlertRequest & { id: number } }) {
  const { t } = useI18n();
  const cancel = () => answerAlert(alert.id, false);
  const confirm = () => answerAlert(alert.id, true);
  return (
    <Dialog
      key={alert.id}
      title={alert.title ?? t('alert.title')}
      role="alertdialog"
      hideClose
      onClose={alert.cancellable ? cancel : confirm}
      className="dialog--alert"
      data-testid="global-alert"
      footer={
        <>
          {alert.cancellable && (
            <Button variant="secondary" onClick={cancel} data-testid="alert-cancel">
              {alert.cancelLabel ?? t('common.cancel')}
            </Button>
          )}
          <Button onClick={confirm} data-testid="alert-confirm" data-autofocus>
            {alert.confirmLabel ?? t('common.ok')}
          </Button>
        </>
      }
    >
      <p className="alert__message">{alert.message}</p>
    </Dialog>
  );
}
