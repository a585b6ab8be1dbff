import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../shared/i18n/i18n';
import { formatDate } from '../../shared/lib/dates';
import { Spinner } from '../../shared/ui/Spinner';
import { vipCall } from './api';

/**
 * A benefit's details on demand (docs/product-rules/vip.md#benefits): its terms in the player's
 * language from `/vip/benefits/settings?benefitId=`, and for a claimed daily reward when the next
 * one comes (`refreshAt`, the next 00:00 market time). Asked only when opened.
 */
export function BenefitDetails({ benefitId, claimed }: { benefitId: number; claimed: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="vip-details">
      <button
        type="button"
        className="link-btn"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid={`vip-details-${benefitId}`}
      >
        {t(open ? 'vip.details_hide' : 'vip.details')}
      </button>
      {open && (
        <div id={id}>
          <Terms benefitId={benefitId} claimed={claimed} />
        </div>
      )}
    </div>
  );
}

function Terms({ benefitId, claimed }: { benefitId: number; claimed: boolean }) {
  const { t, lang } = useI18n();
  const q = useQuery({
    // The terms come in the caller's language.
    queryKey: ['vip-benefit-settings', benefitId, lang],
    queryFn: () => vipCall('vipBenefitSettings', { benefitId: String(benefitId) }),
  });
  if (!q.data) return q.isError ? null : <Spinner />;
  return (
    <div className="muted vip-details__body" data-testid={`vip-terms-${benefitId}`}>
      <p>{q.data.terms}</p>
      {claimed && q.data.refreshAt !== null && <p>{t('vip.refresh_at', { time: formatDate(q.data.refreshAt, lang, true) })}</p>}
    </div>
  );
}
