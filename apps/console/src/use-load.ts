/** Loads data when `key` changes (and again on `reload`), with the error text of a failure. */
import { useEffect, useRef, useState } from 'react';

export function useLoad<T>(load: () => Promise<T>, key = ''): { data: T | null; error: string | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let live = true;
    latest.current().then(
      (d) => live && (setData(d), setError(null)),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  return { data, error, reload: () => setRound((r) => r + 1) };
}
