import { createPortal } from 'react-dom';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';

/**
 * The seeds' dialog after a claim and on an all-claimed round: the weekly cash bonus is claimed
 * completely, more is coming. Outside the shell, which an open dialog makes inert.
 */
export function DoneDialog({ onClose }: { onClose(): void }) {
  const { t } = useI18n();
  return createPortal(
    <Dialog
      title={t('giveaway.done_title')}
      onClose={onClose}
      data-testid="giveaway-done"
      footer={
        <Button block onClick={onClose} data-testid="giveaway-done-ok">
          {t('giveaway.done_ok')}
        </Button>
      }
    >
      <p>{t('giveaway.done_body')}</p>
    </Dialog>,
    document.body,
  );
}
