/**
 * The level-up dialog (issue 16: "`VIP` pushes on level change with a level-up dialog"): the new
 * level, what it gives from the levels' data (`/vip/levels?extra=1`), a button to VIP Rewards
 * (/vip#rewards, where its rewards are claimed) and Close. Opened by LevelUpNotice.tsx.
 */
import { useQuery } from '@tanstack/react-query';
import type { VipChange } from '@nyota/contract/im/vip';
import { useI18n } from '../../shared/i18n/i18n';
import { navigateTo } from '../../shared/lib/navigation';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Spinner } from '../../shared/ui/Spinner';
import { vipCall, vipLevelsKey } from './api';
import { benefitText } from './benefit-text';
import { unlockedBy } from './vip-popups';

export function LevelUpDialog({ change, onClose }: { change: VipChange; onClose(): void }) {
  const { t } = useI18n();
  const levels = useQuery({ queryKey: vipLevelsKey(true), queryFn: () => vipCall('vipLevels', { extra: '1' }) });
  const gives = levels.data ? unlockedBy(levels.data, change.levelId) : [];
  const toRewards = () => {
    onClose();
    navigateTo('/vip#rewards');
  };
  return (
    <Dialog
      title={t('vip.levelup_title', { level: change.levelId })}
      onClose={onClose}
      className="popup vip-levelup-dialog"
      data-testid="vip-levelup-dialog"
      footer={
        <div className="btn-row">
          <Button variant="secondary" onClick={onClose} data-testid="vip-levelup-dialog-close">
            {t('common.close')}
          </Button>
          <Button onClick={toRewards} data-autofocus data-testid="vip-levelup-rewards">
            {t('vip.levelup_rewards')}
          </Button>
        </div>
      }
    >
      <p className="vip-daily__reward">{t('vip.level_name', { level: change.levelId })}</p>
      {levels.isPending && <Spinner />}
      {levels.data && gives.length === 0 && <p className="muted">{t('vip.levelup_none')}</p>}
      {gives.length > 0 && (
        <>
          <p>{t('vip.levelup_body')}</p>
          <ul className="vip-level__benefits" data-testid="vip-levelup-gives">
            {gives.map((b) => (
              <li key={b.id}>{benefitText(t, b)}</li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
