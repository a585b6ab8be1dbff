/**
 * The fairness panel's state: the seed pair in use (reloaded after every spin), the client seed
 * being typed, rotation, and the check of the last spin against the revealed seed.
 */
import { useEffect, useState } from 'react';
import type { RevealedSeedPairView, SeedPairData } from '@nyota/contract/api/per-bet-games';
import { hashServerSeed } from '@nyota/fairness/seed-pair';
import type { SeedSource } from './seed-source';

export interface LastSpin {
  nonce: number;
  serverSeedHash: string;
}

/** Printable ASCII without spaces, 1–64 characters (the server's rule). */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export interface SeedPairInput {
  source: SeedSource;
  /** Bumped after every spin so the nonce shown is the next one. */
  version: number;
  last: LastSpin | null;
  /** True when the revealed seed reproduces the last spin exactly. */
  verify: (revealed: RevealedSeedPairView, nonce: number) => boolean;
}

export function useSeedPair({ source, version, last, verify }: SeedPairInput) {
  const [data, setData] = useState<SeedPairData | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<RevealedSeedPairView | null>(null);
  const [verdict, setVerdict] = useState<'ok' | 'bad' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    source.load().then(
      (d) => {
        if (!live) return;
        setData(d);
        setClientSeed((c) => c || d.current.clientSeed);
        setRevealed((r) => r ?? d.previous);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [source, version]);

  async function rotate() {
    setBusy(true);
    setVerdict(null);
    try {
      const r = await source.rotate(clientSeed);
      if (r) {
        setRevealed(r.revealed);
        setData({ current: r.current, previous: r.revealed });
      }
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  function check() {
    if (!last || !revealed) return;
    const ok = hashServerSeed(revealed.serverSeed) === revealed.serverSeedHash && verify(revealed, last.nonce);
    setVerdict(ok ? 'ok' : 'bad');
  }

  return {
    data,
    clientSeed,
    setClientSeed,
    seedOk: CLIENT_SEED.test(clientSeed),
    revealed,
    /** The last spin was played under the revealed pair. */
    canVerify: last !== null && revealed !== null && revealed.serverSeedHash === last.serverSeedHash,
    verdict,
    busy,
    rotate,
    check,
  };
}
