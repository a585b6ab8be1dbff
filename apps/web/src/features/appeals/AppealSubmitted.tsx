import { Link } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { Button, buttonClass } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import * as ic from '../../shared/ui/icons';

/**
 * On success (docs/product-rules/records-and-appeals.md#appeal-form), the appeal-submitted message
 * and the appeal confirmation text.
 */
export function AppealSubmitted({ onClose }: { onClose(): void }) {
  const { t } = useI18n();
  return (
    <div className="appeal-done" data-testid="appeal-submitted" role="status">
      <span className="appeal-done__icon">
        <Icon d={ic.check} size={32} />
      </span>
      <h3>{t('appeals.submitted')}</h3>
      <p className="muted">{t('appeals.submitted_body')}</p>
      <div className="btn-row">
        <Link to="/complain-records" className={buttonClass('secondary')} onClick={onClose}>
          {t('profile.complain_records')}
        </Link>
        <Button onClick={onClose} data-autofocus data-testid="appeal-done">
          {t('common.ok')}
        </Button>
      </div>
    </div>
  );
}
