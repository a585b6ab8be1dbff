/** Runs one of a panel's calls at a time, with the buttons disabled while it runs. */
import { useState } from 'react';

export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch {
      // The API client already showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
