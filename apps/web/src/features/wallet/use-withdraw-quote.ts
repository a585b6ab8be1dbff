/**
 * The server's fee, tax and net for the amount and channel on screen, asked once typing pauses.
 * A quote is shown only while it is for exactly what is on screen.
 */
import { useQuery } from '@tanstack/react-query';
import { memberTaxQuery } from './api';
import { useDebounced } from './hooks';
import { QUOTE_DEBOUNCE_MS } from './wallet-constants';

/** `amount` is null while the amount is not a valid withdrawal, `channel` while none is chosen. */
export function useWithdrawQuote(amount: number | null, channel: number | null) {
  // One string, so the debounce sees a change of either as one change.
  const wanted = amount !== null && channel !== null ? `${amount}:${channel}` : null;
  const quoted = useDebounced(wanted, QUOTE_DEBOUNCE_MS);
  const [qMoney = 0, qChannel = 0] = quoted ? quoted.split(':').map(Number) : [];
  const quote = useQuery({ ...memberTaxQuery(qMoney, qChannel), enabled: quoted !== null });
  const fresh = quoted !== null && quoted === wanted ? quote.data : undefined;
  return { wanted: wanted !== null, fresh };
}
