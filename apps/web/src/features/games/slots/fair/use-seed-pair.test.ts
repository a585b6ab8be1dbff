// @vitest-environment happy-dom
import type { RevealedSeedPairView, RotateSeedData, SeedPairData } from '@nyota/contract/api/per-bet-games';
import { hashServerSeed } from '@nyota/fairness/seed-pair';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeedSource } from './seed-source';
import { useSeedPair, type SeedPairInput } from './use-seed-pair';

afterEach(cleanup);

const seed = 'a'.repeat(64);
const revealedPair: RevealedSeedPairView = {
  serverSeed: seed,
  serverSeedHash: hashServerSeed(seed),
  clientSeed: 'mine',
  nonce: 3,
};
const current = { gameId: 2, serverSeedHash: 'h-now', clientSeed: 'server-given', nonce: 0, nextServerSeedHash: 'h-next' };

/** A seed source answering at once; rotation reveals `revealedPair`. */
function fakeSource(previous: RevealedSeedPairView | null = null) {
  const rotate = vi.fn((_clientSeed: string): Promise<RotateSeedData | null> =>
    Promise.resolve({ current, revealed: revealedPair }),
  );
  const source: SeedSource = { load: vi.fn((): Promise<SeedPairData> => Promise.resolve({ current, previous })), rotate };
  return { source, rotate };
}

function renderPanel(input: Partial<SeedPairInput> & { source: SeedSource }) {
  const props: SeedPairInput = { version: 0, last: null, verify: () => true, ...input };
  return renderHook((p: SeedPairInput) => useSeedPair(p), { initialProps: props });
}

describe('seed pair hook', () => {
  it("loads the pair and starts from the server's client seed", async () => {
    const { source } = fakeSource();
    const { result } = renderPanel({ source });
    await waitFor(() => expect(result.current.data?.current.serverSeedHash).toBe('h-now'));
    expect(result.current.clientSeed).toBe('server-given');
    expect(result.current.revealed).toBeNull();
  });

  it('refuses a client seed with spaces or over 64 characters', async () => {
    const { source } = fakeSource();
    const { result } = renderPanel({ source });
    await waitFor(() => expect(result.current.seedOk).toBe(true));
    act(() => result.current.setClientSeed('two words'));
    expect(result.current.seedOk).toBe(false);
    act(() => result.current.setClientSeed('x'.repeat(65)));
    expect(result.current.seedOk).toBe(false);
  });

  it('rotates with the typed client seed and verifies the last spin once its seed is revealed', async () => {
    const { source, rotate } = fakeSource();
    const verify = vi.fn(() => true);
    const last = { nonce: 2, serverSeedHash: revealedPair.serverSeedHash };
    const { result } = renderPanel({ source, last, verify });
    await waitFor(() => expect(result.current.data).not.toBeNull());
    expect(result.current.canVerify).toBe(false);
    act(() => result.current.setClientSeed('lucky'));
    await act(() => result.current.rotate());
    expect(rotate).toHaveBeenCalledWith('lucky');
    expect(result.current.canVerify).toBe(true);
    act(() => result.current.check());
    expect(verify).toHaveBeenCalledWith(revealedPair, 2);
    expect(result.current.verdict).toBe('ok');
  });

  it('says not verified when the revealed seed does not match its hash or the spin', async () => {
    const forged = { ...revealedPair, serverSeed: 'b'.repeat(64) };
    const { source } = fakeSource(forged);
    const last = { nonce: 1, serverSeedHash: forged.serverSeedHash };
    const { result } = renderPanel({ source, last, verify: () => true });
    await waitFor(() => expect(result.current.canVerify).toBe(true));
    act(() => result.current.check());
    expect(result.current.verdict).toBe('bad');
  });

  it('reloads after each spin', async () => {
    const { source } = fakeSource();
    const { rerender } = renderPanel({ source });
    rerender({ source, version: 1, last: null, verify: () => true });
    await waitFor(() => expect(source.load).toHaveBeenCalledTimes(2));
  });
});
