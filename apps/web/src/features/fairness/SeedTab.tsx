/**
 * Slot and wheels: a revealed server seed, the client seed and the nonce are pasted (or come from
 * a bet record's link); the seed's SHA-256 is shown next to the hash committed before play, and
 * the spin is replayed with the versioned paytable or wheel table.
 */
import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { formatMultiplier } from '@nyota/contract/money/format';
import { checkSeeds, seedGameHash, seedGameVersion, type SeedCheckResult } from './seed-check';
import { ServedConfig } from './ServedConfig';
import { SEED_GAMES, type SeedGame, type VerifierPrefill } from '../../shared/nav/verifier-link';

export function SeedTab({ prefill, wheels }: { prefill: VerifierPrefill; wheels: boolean }) {
  const { t } = useI18n();
  const games = SEED_GAMES.filter((g) => (g === 'slot') !== wheels);
  const [game, setGame] = useState<SeedGame>(games.includes(prefill.game) ? prefill.game : (games[0] as SeedGame));
  const [serverSeed, setServerSeed] = useState(prefill.serverSeed);
  const [committed, setCommitted] = useState(prefill.serverSeedHash);
  const [clientSeed, setClientSeed] = useState(prefill.clientSeed);
  const [nonce, setNonce] = useState(prefill.nonce);
  const [result, setResult] = useState<SeedCheckResult | null>(null);
  const edit = (f: (v: string) => void) => (v: string) => {
    f(v);
    setResult(null);
  };

  const check = result?.ok ? result.check : null;
  const hashOk = check && committed.trim() !== '' ? check.serverSeedHash === committed.trim().toLowerCase() : null;
  const id = wheels ? 'wheels' : 'slot';
  return (
    <div className="fair-tab" data-testid={`verifier-${id}`}>
      {wheels && (
        <label className="field">
          <span className="field__label">{t('fair.game')}</span>
          <select
            className="field__input"
            value={game}
            onChange={(e) => {
              setGame(e.target.value as SeedGame);
              setResult(null);
            }}
            data-testid="verifier-wheel-game"
          >
            {games.map((g) => (
              <option key={g} value={g}>
                {t(`fair.game_${g}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="fair-note">
        {t('fair.table_version')}: <span className="fair-mono">{seedGameVersion(game)}</span>
      </p>
      <ServedConfig game={game} verifierHash={seedGameHash(game)} />
      <TextField
        label={t('fair.server_seed')}
        value={serverSeed}
        onValueChange={edit(setServerSeed)}
        className="fair-mono"
        data-testid={`verifier-${id}-server-seed`}
      />
      <TextField
        label={t('fair.server_seed_hash')}
        value={committed}
        onValueChange={edit(setCommitted)}
        className="fair-mono"
        data-testid={`verifier-${id}-committed`}
      />
      <TextField
        label={t('fair.client_seed')}
        value={clientSeed}
        onValueChange={edit(setClientSeed)}
        maxLength={64}
        data-testid={`verifier-${id}-client-seed`}
      />
      <TextField
        label={t('fair.nonce')}
        value={nonce}
        onValueChange={edit(setNonce)}
        digits
        maxLength={15}
        data-testid={`verifier-${id}-nonce`}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setResult(checkSeeds(game, { serverSeed, clientSeed, nonce }))}
        data-testid={`verifier-${id}-verify`}
      >
        {t('fair.verify')}
      </Button>
      {result && !result.ok && <p className="fair-bad">{t(`fair.bad_${result.problem}`)}</p>}
      {check && (
        <div className="fair-result" data-testid={`verifier-${id}-result`} data-hash-ok={hashOk ?? 'unknown'}>
          <dl>
            <dt>{t('fair.seed_sha')}</dt>
            <dd className="fair-mono" data-testid={`verifier-${id}-sha`}>
              {check.serverSeedHash}
            </dd>
            {check.kind === 'slot' ? (
              <>
                <dt>{t('fair.stops')}</dt>
                <dd data-testid="verifier-slot-stops">{check.round.base.stops.join(', ')}</dd>
                <dt>{t('fair.window')}</dt>
                <dd className="fair-mono">{check.round.base.window.map((reel) => reel.join(' ')).join(' | ')}</dd>
                <dt>{t('fair.free_spins')}</dt>
                <dd>{check.round.freeSpins.length}</dd>
                <dt>{t('fair.total_pay')}</dt>
                <dd>{check.round.totalPay}</dd>
                <dt>{t('fair.multiple')}</dt>
                <dd data-testid="verifier-slot-multiple">{formatMultiplier(check.multiple)}</dd>
              </>
            ) : (
              <>
                <dt>{t('fair.float')}</dt>
                <dd>{check.spin.float.toFixed(10)}</dd>
                <dt>{t('fair.segment')}</dt>
                <dd data-testid="verifier-wheels-segment">
                  {check.spin.segmentIndex} · {check.spin.segment.label}
                </dd>
              </>
            )}
          </dl>
          {hashOk !== null && (
            <p className={hashOk ? 'fair-ok' : 'fair-bad'} role="status">
              <strong>{t(hashOk ? 'fair.seed_match' : 'fair.seed_mismatch')}</strong>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
