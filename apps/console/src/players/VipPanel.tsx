/** The player page's VIP panel: a small shell whose content is its own chunk (VipHistory.tsx). */
import { lazy, Suspense } from 'react';

const VipHistory = lazy(() => import('../vip/VipHistory').then((m) => ({ default: m.VipHistory })));

export function VipPanel({ memberId }: { memberId: string }) {
  return (
    <Suspense fallback={null}>
      <VipHistory memberId={memberId} />
    </Suspense>
  );
}
