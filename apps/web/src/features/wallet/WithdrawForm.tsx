import { useQuery } from '@tanstack/react-query';
import type { WithdrawRecord } from '@nyota/contract/api/payments';
import { PageSpinner } from '../../shared/ui/Spinner';
import { balanceQuery, withdrawChannelsQuery } from './api';
import { LoadFailed } from './VisitorPrompt';
import type { WithdrawSettings } from './wallet-config';
import { WithdrawFields } from './WithdrawFields';

/** The withdraw form (docs/product-rules/wallet.md#withdraw-limits): loads the balance and the channels first. */
export function WithdrawForm({ settings, onDone }: { settings: WithdrawSettings; onDone(record: WithdrawRecord): void }) {
  const balance = useQuery(balanceQuery);
  const channels = useQuery(withdrawChannelsQuery);
  if (balance.isPending || channels.isPending) return <PageSpinner />;
  if (balance.isError || channels.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void balance.refetch();
          void channels.refetch();
        }}
      />
    );
  }
  return <WithdrawFields settings={settings} balance={balance.data} channels={channels.data} onDone={onDone} />;
}
