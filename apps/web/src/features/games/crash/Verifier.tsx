/**
 * Checks a finished round in the browser: its revealed game hash must hash to the chain's published
 * terminating hash in `gameNumber` steps, and HMAC(salt, hash) must give the crash point shown
 * (the message as the round's chain says: the hash's bytes, or its hex text for the first chains).
 */
import { memo, useState } from 'react';
import type { CrashFairness } from '@nyota/contract/api/crash';
import { crashPoint, isCrashHmacScheme, verifyGameHash } from '@nyota/fairness/crash';
import { useI18n } from '../../../shared/i18n/i18n';
import { fetchFairness } from './api';
import { formatMultiplier } from '@nyota/contract/money/format';

// Memoised for the same reason as the sky: its inputs change once a round, not with the cash-out ticker.
export const Verifier = memo(function Verifier({ roundId, commitment }: { roundId: string | null; commitment: string | null }) {
  const { t } = useI18n();
  const [proof, setProof] = useState<{ f: CrashFairness; point: number | null; chainOk: boolean } | null>(null);
  // A proof that could not be loaded says so: a tap that silently did nothing read as a broken button.
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const verify = async () => {
    if (!roundId) return;
    setState('loading');
    const f = await fetchFairness(roundId).catch(() => null);
    if (!f || !f.gameHash) {
      setState('failed');
      return;
    }
    setState('idle');
    const chainOk = verifyGameHash(f.gameHash, f.gameNumber, f.terminatingHash);
    const scheme = isCrashHmacScheme(f.hmacScheme) ? f.hmacScheme : null;
    setProof({ f, chainOk, point: scheme && crashPoint(f.gameHash, f.salt, f.houseEdgeBp, scheme) });
  };
  const ok = proof !== null && proof.chainOk && proof.point === proof.f.crashPoint;
  return (
    <section className="crash-fair" data-testid="crash-verifier">
      <h2>{t('crash.fairness')}</h2>
      {commitment && (
        <p className="crash-mono">
          {t('crash.next_commitment')}: <span data-testid="crash-commitment">{commitment}</span>
        </p>
      )}
      <button
        type="button"
        className="crash-link"
        disabled={!roundId || state === 'loading'}
        onClick={() => void verify()}
        data-testid="crash-verify"
      >
        {t('crash.verify_last')}
      </button>
      {state === 'failed' && (
        <p role="alert" data-testid="crash-verify-failed">
          {t('wallet.load_failed')}
        </p>
      )}
      {proof && (
        <div className="crash-mono" data-testid="crash-verify-result" data-ok={ok}>
          <p>
            {t('crash.round_n', { n: proof.f.gameNumber })} · {t('crash.hash')}: {proof.f.gameHash}
          </p>
          <p>
            {t('crash.salt')}: {proof.f.salt} · {t('crash.terminating')}: {proof.f.terminatingHash}
          </p>
          <p>
            <strong>{ok ? t('crash.verified', { x: formatMultiplier(proof.point ?? 0) }) : t('crash.not_verified')}</strong>
          </p>
        </div>
      )}
    </section>
  );
});
