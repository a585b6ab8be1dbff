/**
 * The member's link and code, shared by the phone's own share sheet (navigator.share, when the
 * browser has it), by SMS (an sms: link with the text) or copied. Each way carries its own channel
 * in the link (/:code/:channel), which the friend's sign-up sends as shareChannel.
 */
import type { InviteActivityData } from '@nyota/contract/api/invite';
import { useI18n } from '../../shared/i18n/i18n';
import { Button, buttonClass } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { cash, odds, shareLink } from './invite-text';

export function SharePanel({ activity: a }: { activity: InviteActivityData }) {
  const { t } = useI18n();
  const link = shareLink(a.inviteCode, 'copy');
  const canShare = typeof navigator.share === 'function';
  const share = () => {
    const url = shareLink(a.inviteCode, 'share');
    navigator.share({ title: t('invite.title'), text: t('invite.share_text', { link: url }), url }).catch(() => undefined);
  };
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => toast('success', t('invite.copied')))
      .catch(() => undefined);
  };
  const sms = `sms:?&body=${encodeURIComponent(t('invite.share_text', { link: shareLink(a.inviteCode, 'sms') }))}`;
  return (
    <section className="card invite-share" data-testid="invite-share">
      <h2>{t('invite.share_title')}</h2>
      <p className="invite-share__link" data-testid="invite-link">
        {link}
      </p>
      <p className="muted" data-testid="invite-code" data-code={a.inviteCode}>
        {t('invite.code', { code: a.inviteCode })}
      </p>
      <div className="btn-row">
        {canShare && (
          <Button onClick={share} data-testid="invite-native-share">
            {t('invite.share')}
          </Button>
        )}
        <a className={buttonClass('secondary')} href={sms} data-testid="invite-sms">
          {t('invite.sms')}
        </a>
        <Button variant="secondary" onClick={copy} data-testid="invite-copy">
          {t('invite.copy')}
        </Button>
      </div>
      <h3>{t('invite.rules_title')}</h3>
      {a.referralEnabled ? (
        <p data-testid="invite-rules">
          {a.minMultiplier > 0
            ? t('invite.rules_bonus', { bonus: cash(a.referralBonus), stake: cash(a.minStake), odds: odds(a.minMultiplier) })
            : t('invite.rules_bonus_any', { bonus: cash(a.referralBonus), stake: cash(a.minStake) })}
        </p>
      ) : (
        <p className="muted">{t('invite.rules_off')}</p>
      )}
      <p className="muted">{t('invite.rules_checks')}</p>
    </section>
  );
}
