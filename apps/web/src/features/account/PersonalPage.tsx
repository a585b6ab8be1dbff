import { toLocal } from '@nyota/contract/rules';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { market } from '../../shared/lib/market';
import { useMemberInfo } from '../../shared/session/member-queries';
import { PageFrame } from '../../shared/ui/PageFrame';
import { PageSpinner } from '../../shared/ui/Spinner';

/** Personal information: only what the member record holds (mobile, VIP level, previous login). */
export function PersonalPage() {
  const { t, lang } = useI18n();
  const info = useMemberInfo();
  return (
    <PageFrame title={t('settings.personal')}>
      {!info ? (
        <PageSpinner />
      ) : (
        <dl className="card details narrow">
          <div>
            <dt>{t('auth.mobile_label')}</dt>
            <dd data-testid="personal-mobile">{toLocal(info.mobile, market)}</dd>
          </div>
          <div>
            <dt>{t('personal.level')}</dt>
            <dd>{t('profile.vip_level', { level: info.level })}</dd>
          </div>
          <div>
            <dt>{t('personal.last_login')}</dt>
            <dd>{info.lastLoginAt ? formatDate(info.lastLoginAt, lang, true) : t('personal.first_login')}</dd>
          </div>
        </dl>
      )}
    </PageFrame>
  );
}
