// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readPrefill } from '../../shared/nav/verifier-link';
import { useSeedCheck } from './use-seed-check';

afterEach(cleanup);

const prefillOf = (query: string) => readPrefill(new URLSearchParams(query));
const SEEDS = 'serverSeed=revealed-server-seed&clientSeed=player%20seed&nonce=7';

describe('seed check hook', () => {
  it('replays a slot spin and compares the seed with the committed hash once one is given', () => {
    const { result } = renderHook(() => useSeedCheck(prefillOf(`game=slot&${SEEDS}`), false));
    expect(result.current.games).toEqual(['slot']);
    act(() => result.current.verify());
    const sha = result.current.check?.serverSeedHash ?? '';
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    expect(result.current.check?.kind).toBe('slot');
    expect(result.current.hashOk).toBeNull();

    act(() => result.current.setCommitted(` ${sha.toUpperCase()} `));
    expect(result.current.result).toBeNull();
    act(() => result.current.verify());
    expect(result.current.hashOk).toBe(true);

    act(() => result.current.setCommitted('0'.repeat(64)));
    act(() => result.current.verify());
    expect(result.current.hashOk).toBe(false);
  });

  it('offers the wheels only on the wheels tab, starting from the first when the address names another game', () => {
    const { result } = renderHook(() => useSeedCheck(prefillOf(`game=slot&${SEEDS}`), true));
    expect(result.current.games).toEqual(['coinspin', 'diamondspin']);
    expect(result.current.game).toBe('coinspin');
    act(() => result.current.verify());
    expect(result.current.check?.kind).toBe('wheel');
    act(() => result.current.setGame('diamondspin'));
    expect(result.current.result).toBeNull();
  });

  it('says what is missing instead of a result', () => {
    const { result } = renderHook(() => useSeedCheck(prefillOf('game=slot&serverSeed=s&nonce=1'), false));
    act(() => result.current.verify());
    expect(result.current.result).toEqual({ ok: false, problem: 'client' });
    expect(result.current.check).toBeNull();
  });
});
