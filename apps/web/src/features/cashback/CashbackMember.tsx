import type { CashbackData } from '@nyota/contract/api/cashback';
import { CashbackClaim } from './CashbackClaim';
import { TrialFundCard } from './TrialFundCard';

/** What only a member sees (their own chunk, so a guest reading the rule loads none of it). */
export function CashbackMember({ data }: { data: CashbackData }) {
  return (
    <>
      <CashbackClaim data={data} />
      <TrialFundCard />
    </>
  );
}
