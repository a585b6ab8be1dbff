/**
 * The invite cash-giving dialog, the home pop-up of advert url `invite` (seeds: "when a session
 * starts, a task packet is shown with a message"): what starting gives and what reaching the target
 * needs, or how far the running task is; its button leads to /invite/1/start (which starts it once).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { ACT_ID, activityKey, inviteCall, taskKey } from './api';
import { cash, neededText } from './invite-text';

export function InviteCashDialog({ onDone }: { onDone(): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const activity = useQuery({ queryKey: activityKey, queryFn: () => inviteCall('inviteActivity', { id: ACT_ID }) });
  const task = useQuery({ queryKey: taskKey, queryFn: () => inviteCall('inviteTask', { actId: ACT_ID }) });
  const a = activity.data;
  const tk = task.data;
  // Nothing to offer (the activity is off and no task runs) or no answer: the next pop-up's turn.
  const nothing = activity.isError || task.isError || (a !== undefined && tk !== undefined && a.status !== 1 && tk.status !== 1);
  useEffect(() => {
    if (nothing) onDone();
  }, [nothing, onDone]);
  if (nothing || !a || !tk) return null;
  const go = () => {
    onDone();
    void navigate(tk.status === 1 ? `/invite/${ACT_ID}` : `/invite/${ACT_ID}/start`);
  };
  return (
    <Dialog
      title={t('invite.popup_title')}
      onClose={onDone}
      className="popup"
      data-testid="popup-invite"
      footer={
        <div className="btn-row">
          <Button variant="secondary" onClick={onDone} data-testid="popup-not-now">
            {t('popup.not_now')}
          </Button>
          <Button onClick={go} data-autofocus data-testid="popup-act">
            {t('invite.popup_go')}
          </Button>
        </div>
      }
    >
      <p className="invite-giving__amount">{cash(tk.status === 1 ? tk.currentAmount : a.startAmount)}</p>
      <p>
        {tk.status === 1
          ? `${t('invite.popup_running', { current: cash(tk.currentAmount), target: cash(tk.targetAmount), left: cash(tk.targetAmount - tk.currentAmount) })} ${neededText(t, tk.needed, tk.targetAmount)}`
          : t('invite.popup_body', {
              start: cash(a.startAmount),
              n: a.needed,
              target: cash(a.taskTargetAmount),
              hours: a.claimHours,
            })}
      </p>
    </Dialog>
  );
}
