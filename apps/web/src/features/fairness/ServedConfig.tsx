/**
 * The config the server serves for the chosen per-bet game, fetched and checked here (trust issues
 * 3 and 6): its hash recomputed by the published rule, compared with the served hash and with the
 * table this verifier replays with; for a wheel, every prize's chance from the served weights.
 */
import { useEffect, useState } from 'react';
import type { SlotConfigData, WheelConfigData } from '@nyota/contract/api/per-bet-games';
import { GameId } from '@nyota/contract/games-constants';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { checkServedSlot, checkServedWheel, type ServedConfigCheck } from './served-config-check';
import type { SeedGame } from '../../shared/nav/verifier-link';

type Served = { kind: 'slot'; config: SlotConfigData } | { kind: 'wheel'; config: WheelConfigData };

const GAME_IDS: Record<SeedGame, number> = {
  slot: GameId.SAVANNA_SLOT,
  coinspin: GameId.COIN_SPIN,
  diamondspin: GameId.DIAMOND_SPIN,
};

async function fetchServed(game: SeedGame): Promise<Served> {
  const gameId = String(GAME_IDS[game]);
  if (game === 'slot') return { kind: 'slot', config: await call('slotConfig', { gameId }) };
  return { kind: 'wheel', config: await call('wheelConfig', { gameId }) };
}

function HashLines({ check }: { check: ServedConfigCheck }) {
  const { t } = useI18n();
  return (
    <>
      <p className="fair-mono" data-testid="verifier-served-hash">
        {t('fair.served_hash')}: {check.hash}
      </p>
      <p className={check.hashOk ? 'fair-ok' : 'fair-bad'} data-testid="verifier-served-hash-ok" data-ok={check.hashOk}>
        {t(check.hashOk ? 'fair.served_hash_ok' : 'fair.served_hash_bad')}
      </p>
      <p className={check.sameAsVerifier ? 'fair-note' : 'fair-bad'}>
        {t(check.sameAsVerifier ? 'fair.served_same' : 'fair.served_other')}
      </p>
    </>
  );
}

function WheelChances({ config }: { config: WheelConfigData }) {
  const { t } = useI18n();
  const check = checkServedWheel(config, '');
  return (
    <table className="fair-chances" data-testid="verifier-wheel-chances">
      <thead>
        <tr>
          <th>{t('fair.segment')}</th>
          <th>{t('fair.weight')}</th>
          <th>{t('fair.chance')}</th>
        </tr>
      </thead>
      <tbody>
        {config.segments.map((s, i) => (
          <tr key={i}>
            <td>
              {i} · {s.prize.kind === 'none' ? t('wheel.try_again') : s.label}
            </td>
            <td>
              {s.weight} / {check.totalWeight}
            </td>
            <td>{check.chances[i]}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ServedConfig({ game, verifierHash }: { game: SeedGame; verifierHash: string }) {
  const { t } = useI18n();
  const [served, setServed] = useState<Served | null>(null);
  useEffect(() => {
    let live = true;
    setServed(null);
    fetchServed(game).then(
      (s) => live && setServed(s),
      () => undefined, // The API client has shown why; the replay below works without it.
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (!served) return null;
  const check =
    served.kind === 'slot' ? checkServedSlot(served.config, verifierHash) : checkServedWheel(served.config, verifierHash);
  return (
    <div className="fair-served" data-testid="verifier-served">
      <h3>{t('fair.served_title')}</h3>
      {served.kind === 'wheel' && <WheelChances config={served.config} />}
      <HashLines check={check} />
    </div>
  );
}
