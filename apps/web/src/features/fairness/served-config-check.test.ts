/**
 * The served-config checks of links/5 against an independent SHA-256 (WebCrypto) of the canonical
 * text written out by hand, and against tampered configs, which they must reject.
 */
import { describe, expect, it } from 'vitest';
import type { SlotConfigData, WheelConfigData } from '@nyota/contract/api/per-bet-games';
import { SAVANNA_SLOT, slotDefinitionHash } from '@nyota/fairness/slots';
import { DIAMOND_SPIN_TABLE, wheelTableHash } from '@nyota/fairness/wheel';
import { checkServedSlot, checkServedWheel } from './served-config-check';

/** As it arrives over HTTP: plain JSON, with the server's own key order. */
const overHttp = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const slotHash = slotDefinitionHash(SAVANNA_SLOT);
const slotConfig = overHttp({ configHash: slotHash, definition: SAVANNA_SLOT }) as unknown as SlotConfigData;

const wheelConfig = overHttp({
  ...DIAMOND_SPIN_TABLE,
  gameId: 5,
  tableHash: wheelTableHash(DIAMOND_SPIN_TABLE),
}) as unknown as WheelConfigData;

describe('served config checks', () => {
  it('reproduce the served slot hash from the served definition by the published rule', async () => {
    const r = checkServedSlot(slotConfig, slotHash);
    expect(r).toEqual({ hash: slotHash, hashOk: true, sameAsVerifier: true });
    // The published rule by hand on a small piece: sorted keys, no whitespace.
    const freeSpins = slotConfig.definition.freeSpins;
    const text = `{"awards":[${freeSpins.awards.join(',')}],"multiplier":${freeSpins.multiplier}}`;
    const { configHash } = await import('@nyota/fairness/canonical-json');
    expect(configHash({ multiplier: freeSpins.multiplier, awards: freeSpins.awards })).toBe(await sha256Hex(text));
  });

  it('reject a served slot definition that differs from its hash or from the verifier', () => {
    const strips = slotConfig.definition.strips.map((s, i) => (i === 0 ? [...s].reverse() : s));
    const tampered = { ...slotConfig, definition: { ...slotConfig.definition, strips } };
    expect(checkServedSlot(tampered, slotHash)).toMatchObject({ hashOk: false, sameAsVerifier: false });
    const other = { ...tampered, configHash: checkServedSlot(tampered, slotHash).hash };
    expect(checkServedSlot(other, slotHash)).toMatchObject({ hashOk: true, sameAsVerifier: false });
  });

  it('compute the wheel chances from the served weights and check its table hash', () => {
    const r = checkServedWheel(wheelConfig, wheelTableHash(DIAMOND_SPIN_TABLE));
    expect(r).toMatchObject({ hashOk: true, sameAsVerifier: true, totalWeight: 1000 });
    expect(r.chances).toEqual(['40.00', '25.00', '15.00', '10.00', '6.00', '3.00', '0.80', '0.20']);
    const heavier = { ...wheelConfig, segments: wheelConfig.segments.map((s, i) => (i === 7 ? { ...s, weight: 3 } : s)) };
    const bad = checkServedWheel(heavier, wheelTableHash(DIAMOND_SPIN_TABLE));
    expect(bad).toMatchObject({ hashOk: false, sameAsVerifier: false, totalWeight: 1001 });
  });
});
