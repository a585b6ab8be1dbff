import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchPackDeposit, packDepositKey } from './api';
import { PackDialog } from './PackDialog';

/** The home pop-up for advert url `pack-deposit`: the pack while this member may still buy it. */
export function PackPopup({ onDone }: { onDone(): void }) {
  const offer = useQuery({ queryKey: packDepositKey, queryFn: ({ signal }) => fetchPackDeposit(signal), staleTime: 0 });
  const data = offer.data;
  const showable = data !== undefined && data.state === 'open' && data.tiers.length > 0;
  const settled = offer.isError || (data !== undefined && !showable);
  useEffect(() => {
    if (settled) onDone();
  }, [settled, onDone]);
  if (!showable) return null;
  return <PackDialog offer={data} onClose={onDone} />;
}
