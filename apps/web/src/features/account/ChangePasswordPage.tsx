import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { checkConfirm, checkPassword, type RuleKey } from '@nyota/contract/rules';
import { useI18n } from '../../shared/i18n/i18n';
import { useIsMobile } from '../../shared/lib/layout';
import { PasswordField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { PageFrame } from '../../shared/ui/PageFrame';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { useField } from '../../shared/ui/use-field';
import { changePassword } from './api';

const required = (v: string): RuleKey | null => (v === '' ? 'base.invidate_password' : null);

/** Change password (modifyPassword): current, new (6-20), confirmation equal to the new one. */
export function ChangePasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const origin = useField('', required);
  const next = useField('', checkPassword);
  const confirm = useField('', (v) => checkConfirm(next.value, v));
  const mutation = useMutation({
    mutationFn: () => changePassword(origin.value, next.value, confirm.value),
    onSuccess: () => {
      toast('success', t('settings.password_changed'));
      void navigate(isMobile ? '/settings' : '/settingspc', { replace: true });
    },
  });
  const valid = !origin.invalid && !next.invalid && !confirm.invalid;

  return (
    <PageFrame title={t('settings.password')}>
      <form
        className="form card narrow"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !mutation.isPending) mutation.mutate();
        }}
      >
        <PasswordField field={origin} label="settings.current_password" testId="origin-password-input" />
        <PasswordField field={next} label="auth.new_password_label" testId="new-password-input" autoComplete="new-password" />
        <PasswordField
          field={confirm}
          label="auth.confirm_password_label"
          testId="confirm-password-input"
          autoComplete="new-password"
        />
        <Button type="submit" block disabled={!valid} loading={mutation.isPending} data-testid="password-submit">
          {t('settings.password_submit')}
        </Button>
      </form>
    </PageFrame>
  );
}
