import { useEffect, useState } from 'react';

/** A server countdown as the seeds show it: hh:mm:ss, with whole days in front ("2d 01:00:00"). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * The time left of a server countdown (`ms` as of `since`, the moment it was read), ticking each
 * second; `onEnd` runs once when it reaches zero (the caller asks the server again).
 */
export function useCountdown(ms: number, since: number, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = ms - (now - since);
  const ended = left <= 0;
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  return left;
}
