import { useEffect, useMemo, useState } from 'react';
import { pickKey, type Pick } from './Fixtures';

/** The selections on the bet slip: a pick toggles on and off, and a new betting round starts empty. */
export function useFootballPicks(nextId: string | undefined) {
  const [picks, setPicks] = useState<Pick[]>([]);

  // A new betting round clears picks of the old one.
  useEffect(() => setPicks([]), [nextId]);

  const picked = useMemo(() => new Set(picks.map(pickKey)), [picks]);
  const toggle = (p: Pick) =>
    setPicks((list) =>
      list.some((x) => pickKey(x) === pickKey(p)) ? list.filter((x) => pickKey(x) !== pickKey(p)) : [...list, p],
    );
  return { picks, picked, toggle, clear: () => setPicks([]) };
}
