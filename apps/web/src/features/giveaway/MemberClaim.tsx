import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiveawayBasicData } from '@nyota/contract/api/giveaway';
import { checkMobile } from '@nyota/contract/rules';
import { translate, useI18n } from '../../shared/i18n/i18n';
import { market } from '../../shared/lib/market';
import { MEMBER_INFO_KEY, useMemberInfo } from '../../shared/session/member-queries';
import { MobileField } from '../../shared/ui/AuthFields';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { useField } from '../../shared/ui/use-field';
import { giveawayCall } from './api';
import { cash } from './giveaway-text';
import { PresentCard } from './PresentCard';

/**
 * A member's presents (status 1): the mobile number of their own account (prefilled; the server
 * refuses another) and a Claim button on each present open now. Status 2 and 4 show none.
 */
export function MemberClaim({ round, onClaimed }: { round: GiveawayBasicData; onClaimed(): void }) {
  const { t } = useI18n();
  const info = useMemberInfo();
  const mobile = useField(info?.mobile ?? '', (v) => checkMobile(v, market));
  const ownMobile = info?.mobile ?? '';
  const { value, setValue } = mobile;
  // The member's info may arrive after the first paint: fill the number then, unless typed over.
  useEffect(() => {
    if (value === '' && ownMobile !== '') setValue(ownMobile);
  }, [value, ownMobile, setValue]);
  const client = useQueryClient();
  const claim = useMutation({
    mutationFn: (id: number) => giveawayCall('giveawayGifts', { id, mobile: mobile.value }),
    onSuccess: (out) => {
      toast('success', translate('giveaway.success', { amount: cash(out.claim.amount) }));
      void client.invalidateQueries({ queryKey: ['giveaway-basic'] });
      void client.invalidateQueries({ queryKey: MEMBER_INFO_KEY });
      onClaimed();
    },
  });
  if (round.presents.length === 0) return null;
  return (
    <div className="stack">
      <MobileField field={mobile} />
      <p className="muted">{t('giveaway.mobile_hint')}</p>
      <ul className="giveaway-grid">
        {round.presents.map((p) => (
          <PresentCard key={p.id} present={p}>
            <Button
              block
              disabled={mobile.invalid || claim.isPending}
              loading={claim.isPending && claim.variables === p.id}
              onClick={() => claim.mutate(p.id)}
              data-testid={`giveaway-claim-${p.id}`}
            >
              {t('giveaway.claim')}
            </Button>
          </PresentCard>
        ))}
      </ul>
    </div>
  );
}
