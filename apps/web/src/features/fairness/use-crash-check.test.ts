// @vitest-environment happy-dom
import type { CrashFairness } from '@nyota/contract/api/crash';
import { buildChain } from '@nyota/fairness/crash';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPrefill } from '../../shared/nav/verifier-link';
import { checkCrash } from './crash-check';
import { useCrashCheck } from './use-crash-check';

afterEach(cleanup);

const SALT = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
const chain = buildChain('b'.repeat(64), 50);
const N = 12;
const gameHash = chain.gameHashes[N - 1] ?? '';

function pointOf(hash: string): number {
  const r = checkCrash({ gameHash: hash, salt: SALT, houseEdgeBp: 100 });
  if (!r.ok) throw new Error(r.problem);
  return r.check.point;
}

function served(crashPoint: number): CrashFairness {
  return {
    roundId: '42',
    chainId: 1,
    gameNumber: N,
    commitment: chain.terminatingHash,
    terminatingHash: chain.terminatingHash,
    salt: SALT,
    chainLength: 50,
    houseEdgeBp: 100,
    configVersion: 'v1',
    ended: true,
    gameHash,
    crashPoint,
    forced: false,
    resolution: 'played',
    hmacScheme: 2,
    saltKind: 'public',
    saltSource: 'bitcoin block',
  };
}

const prefillOf = (query: string) => readPrefill(new URLSearchParams(query));

describe('crash check hook', () => {
  it('checks pasted values from the address at once, and clears the result on an edit', () => {
    const fetchFairness = vi.fn();
    const { result } = renderHook(() => useCrashCheck(prefillOf(`hash=${gameHash}&salt=${SALT}`), fetchFairness));
    expect(result.current.check?.point).toBe(pointOf(gameHash));
    expect(result.current.fromServer).toBeNull();
    expect(result.current.ok).toBe(true);
    act(() => result.current.set('edge')('2'));
    expect(result.current.result).toBeNull();
    act(() => result.current.verify());
    expect(result.current.check).not.toBeNull();
    expect(fetchFairness).not.toHaveBeenCalled();
  });

  it('loads a round, checks it against the chain end and the point the server played', async () => {
    const fetchFairness = vi.fn((_id: string) => Promise.resolve(served(pointOf(gameHash))));
    const { result } = renderHook(() => useCrashCheck(prefillOf(''), fetchFairness));
    act(() => result.current.load(' 42 '));
    await waitFor(() => expect(result.current.check).not.toBeNull());
    expect(fetchFairness).toHaveBeenCalledWith('42');
    expect(result.current.fields).toMatchObject({ hash: gameHash, edge: '1', scheme: '2', gameNumber: String(N) });
    expect(result.current.check?.chainOk).toBe(true);
    expect(result.current.pointOk).toBe(true);
    expect(result.current.ok).toBe(true);
    expect(result.current.pending).toBe(false);
  });

  it('flags a served point that differs from the recomputed one', async () => {
    const fetchFairness = vi.fn(() => Promise.resolve(served(pointOf(gameHash) + 1)));
    const { result } = renderHook(() => useCrashCheck(prefillOf('roundId=42'), fetchFairness));
    await waitFor(() => expect(result.current.check).not.toBeNull());
    expect(result.current.pointOk).toBe(false);
    expect(result.current.ok).toBe(false);
  });

  it('asks nothing for a round id that cannot be one, and forgets the served round when the call fails', async () => {
    const fetchFairness = vi.fn(() => Promise.reject(new Error('no such round')));
    const { result } = renderHook(() => useCrashCheck(prefillOf(''), fetchFairness));
    act(() => result.current.load('0x1'));
    expect(fetchFairness).not.toHaveBeenCalled();
    act(() => result.current.load('7'));
    await waitFor(() => expect(fetchFairness).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.served).toBeNull();
  });
});
