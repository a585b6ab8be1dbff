import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MallItemView } from '@nyota/contract/api/mall';
import { formatCount } from '@nyota/contract/money/format';
import { useI18n } from '../../shared/i18n/i18n';
import { openDialog } from '../../shared/lib/dialogs';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { mallCall, myPrizesKey } from './api';
import { priceText, prizeText, when } from './mall-text';
import { RaffleDetails } from './RaffleDetails';

/**
 * One prize: what it gives, its price, stock left and the member's limits, and Redeem behind a
 * confirmation. A raffle ticket shows its draw time and, on demand, the draw's fairness proof.
 */
export function ItemCard({ item, member }: { item: MallItemView; member: boolean }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [details, setDetails] = useState(false);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['mall-items'] });
    void client.invalidateQueries({ queryKey: myPrizesKey });
    void client.invalidateQueries({ queryKey: ['mall-raffle', item.id] });
  };
  const redeem = useMutation({
    mutationFn: () => mallCall('mallRedeem', { raffleId: String(item.id) }),
    onSuccess: (res) => {
      const ticket = res.prize.ticket;
      toast('success', ticket === null ? t('mall.redeemed', { name: item.name }) : t('mall.ticket_bought', { ticket }));
      setConfirming(false);
      refresh();
    },
    // The API client toasted the refusal; stock and limits may have changed meanwhile.
    onError: () => {
      setConfirming(false);
      refresh();
    },
  });
  const soldOut = item.stockLeft === 0;
  const drawn = item.raffle?.status === 'drawn';
  return (
    <li className="card mall-item" data-testid={`mall-item-${item.id}`}>
      <div className="mall-item__head">
        <h3 className="mall-item__name">{item.name}</h3>
        <span className="mall-item__price" data-testid={`mall-price-${item.id}`}>
          {priceText(t, item)}
        </span>
      </div>
      <p>{prizeText(t, item.type, item.amount)}</p>
      {item.raffle && <p className="muted">{t('mall.raffle_draw_at', { at: when(item.raffle.drawAt, lang) })}</p>}
      <p className="muted" data-testid={`mall-stock-${item.id}`}>
        {t('mall.stock_left', { left: formatCount(item.stockLeft), stock: formatCount(item.stock) })}
      </p>
      <p className="muted small">
        {t('mall.limits', { day: item.perDay, total: item.perMember, today: item.myToday, mine: item.myTotal })}
        {item.minLevel > 0 && ` · ${t('mall.level', { level: item.minLevel })}`}
      </p>
      <div className="mall-item__actions">
        {member ? (
          <Button
            size="sm"
            disabled={soldOut || drawn}
            onClick={() => setConfirming(true)}
            data-testid={`mall-redeem-${item.id}`}
          >
            {soldOut ? t('mall.sold_out') : t('mall.redeem')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => openDialog('login')}>
            {t('mall.login')}
          </Button>
        )}
        {item.raffle && (
          <Button size="sm" variant="ghost" onClick={() => setDetails((d) => !d)} data-testid={`mall-raffle-toggle-${item.id}`}>
            {details ? t('mall.raffle_hide') : t('mall.raffle_details')}
          </Button>
        )}
      </div>
      {details && item.raffle && <RaffleDetails raffleId={item.id} />}
      {confirming && (
        <RedeemConfirm item={item} busy={redeem.isPending} onYes={() => redeem.mutate()} onNo={() => setConfirming(false)} />
      )}
    </li>
  );
}

/** Outside the shell, which an open dialog makes inert. */
function RedeemConfirm({ item, busy, onYes, onNo }: { item: MallItemView; busy: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useI18n();
  return createPortal(
    <Dialog
      title={t('mall.confirm_title')}
      role="alertdialog"
      onClose={onNo}
      data-testid="mall-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            {t('mall.cancel')}
          </Button>
          <Button loading={busy} onClick={onYes} data-testid="mall-confirm-yes">
            {t('mall.confirm_yes')}
          </Button>
        </>
      }
    >
      <p>{t('mall.confirm_body', { name: item.name, price: priceText(t, item) })}</p>
    </Dialog>,
    document.body,
  );
}
