/**
 * The registration wheel's state: the device's commitment (the server seed hash, shown before the
 * spin), one spin, the 5000 ms turn onto the drawn segment, then a check on this device that the
 * revealed seed matches the commitment and draws the same segment (packages/fairness).
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RegSpinView } from '@nyota/contract/api/registration-wheel';
import { hashServerSeed, newClientSeed } from '@nyota/fairness/seed-pair';
import { spinWheel, weightedRotationDeg, WHEEL_SPIN_MS } from '@nyota/fairness/wheel';
import { call } from '../../shared/api/client';

export function verifySpin(spin: RegSpinView, committedHash: string | null): boolean {
  if (committedHash !== null && committedHash !== spin.serverSeedHash) return false;
  if (hashServerSeed(spin.serverSeed) !== spin.serverSeedHash) return false;
  const drawn = spinWheel(spin.table, { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce });
  return drawn.segmentIndex === spin.segmentIndex;
}

export function useRegistrationWheel(onLanded: (spin: RegSpinView, verified: boolean) => void) {
  const config = useQuery({
    queryKey: ['registerSpin', 'guest'],
    queryFn: ({ signal }) => call('registerSpin', {}, { signal }),
    staleTime: 0,
  });
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [pending, setPending] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);

  async function spin() {
    const data = config.data;
    if (!data || pending || spinning) return;
    setPending(true);
    let result: RegSpinView;
    try {
      result = await call('registerSpinPlay', { clientSeed: newClientSeed() });
    } catch {
      return; // The API client has shown why.
    } finally {
      setPending(false);
    }
    const weights = data.prizes.map((p) => p.weight);
    setSpinning(true);
    setRotation(weightedRotationDeg(weights, result.segmentIndex));
    const verified = verifySpin(result, data.serverSeedHash);
    timer.current = window.setTimeout(() => {
      setSpinning(false);
      onLanded(result, verified);
    }, WHEEL_SPIN_MS);
  }

  return { config, rotation, spinning, pending, spin };
}
