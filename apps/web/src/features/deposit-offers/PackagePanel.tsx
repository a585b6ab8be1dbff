import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { BonusEntry } from '@nyota/contract/api/bonuses';
import type { NormalDepositData, PackDepositData, PromotionDepositData } from '@nyota/contract/api/deposit-offers';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { NormalDays, NormalDialog } from './NormalDialog';
import { EntryText, money } from './OfferParts';
import { PackDialog } from './PackDialog';
import { PromotionDialog } from './PromotionDialog';
import './deposit-offers.css';

type Open = 'pack' | 'promotion' | 'normal' | null;

/** A tier's entries on one line: "K 25.00 bonus money, 2 × 10.00 coins". */
function Entries({ entries }: { entries: readonly BonusEntry[] }) {
  return (
    <>
      {entries.map((b, i) => (
        <span key={b.id}>
          {i > 0 && ', '}
          <EntryText entry={b} />
        </span>
      ))}
    </>
  );
}

/**
 * The Deposit screen's Package tab (docs/product-rules/deposit-offers.md#web): each deposit offer
 * that is on (the pack, the promotion, the 3-day check-in) with its tiers, and a button opening its
 * dialog, whose Pay starts the real deposit (then the waiting page).
 */
export function PackagePanel({
  offers,
  onLeave,
}: {
  offers: { pack: PackDepositData; promotion: PromotionDepositData; normal: NormalDepositData };
  /** Called when a claim leaves for the waiting page (the wallet dialog closes). */
  onLeave?: () => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState<Open>(null);
  const { pack, promotion, normal } = offers;
  const close = () => setOpen(null);
  return (
    <section className="package" data-testid="package-panel">
      {normal.enable && (
        <article className="card package__card" data-testid="package-normal">
          <h3>{normal.headline}</h3>
          <NormalDays offer={normal} />
          <ul>
            {normal.tiers.map((x) => (
              <li key={x.id}>
                {t('offer.normal_day', { n: String(x.id) })}: <Entries entries={x.bonuses} />
              </li>
            ))}
          </ul>
          <Button type="button" onClick={() => setOpen('normal')} data-testid="package-open-normal">
            {t('offer.package_open')}
          </Button>
        </article>
      )}
      {promotion.enable && (
        <article className="card package__card" data-testid="package-promotion">
          <h3>{promotion.headline}</h3>
          <ul>
            {promotion.tiers.map((x) => (
              <li key={x.id}>
                {t('offer.promo_tier', { min: money(x.minAmount), pct: String(x.percent), max: money(x.maxBonus) })}
              </li>
            ))}
          </ul>
          <Button type="button" onClick={() => setOpen('promotion')} data-testid="package-open-promotion">
            {t('offer.package_open')}
          </Button>
        </article>
      )}
      {pack.enable && (
        <article className="card package__card" data-testid="package-pack">
          <h3>{pack.headline}</h3>
          <ul>
            {pack.tiers.map((x) => (
              <li key={x.id}>
                {t('offer.pack_deposit', { amount: money(x.payMoney) })}: <Entries entries={x.bonuses} />
              </li>
            ))}
          </ul>
          {pack.state === 'open' ? (
            <Button type="button" onClick={() => setOpen('pack')} data-testid="package-open-pack">
              {t('offer.package_open')}
            </Button>
          ) : (
            <p>{t(pack.state === 'granted' ? 'offer.pack_bought' : 'offer.pack_pending')}</p>
          )}
        </article>
      )}
      {/* Outside the shell, which an open dialog makes inert. */}
      {open &&
        createPortal(
          open === 'pack' ? (
            <PackDialog offer={pack} onClose={close} onLeave={onLeave} />
          ) : open === 'promotion' ? (
            <PromotionDialog offer={promotion} onClose={close} onLeave={onLeave} />
          ) : (
            <NormalDialog offer={normal} onClose={close} onLeave={onLeave} />
          ),
          document.body,
        )}
    </section>
  );
}
