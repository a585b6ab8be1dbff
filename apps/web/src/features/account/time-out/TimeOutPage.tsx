import { useI18n } from '../../../shared/i18n/i18n';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { RealityCheckSettings } from './RealityCheckSettings';
import { TimeOutCard } from './TimeOutCard';

/** Route `safer-play/time-out`: the two cards on their own until the Safer play page holds them. */
export function TimeOutPage() {
  const { t } = useI18n();
  return (
    <PageFrame title={t('timeout.page_title')} data-testid="page-time-out">
      <TimeOutCard />
      <RealityCheckSettings />
    </PageFrame>
  );
}
