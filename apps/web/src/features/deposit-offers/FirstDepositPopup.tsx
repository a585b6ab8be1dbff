import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchFirstDeposit, firstDepositKey } from './api';
import { FirstDepositDialog } from './FirstDepositDialog';
import { secondsLeft } from './offer-clock';

/**
 * The home pop-up for advert url `first-deposit` (the host already asked the pop-up permission):
 * shows the offer while it is open for this member and its countdown runs; otherwise nothing.
 */
export function FirstDepositPopup({ onDone }: { onDone(): void }) {
  const offer = useQuery({ queryKey: firstDepositKey, queryFn: ({ signal }) => fetchFirstDeposit(signal), staleTime: 0 });
  const data = offer.data;
  const showable = data !== undefined && data.state === 'open' && secondsLeft(data.endsAt, Date.now()) > 0;
  const settled = offer.isError || (data !== undefined && !showable);
  useEffect(() => {
    if (settled) onDone();
  }, [settled, onDone]);
  if (!showable) return null;
  return <FirstDepositDialog offer={data} onClose={onDone} />;
}
