/**
 * Slot and wheels: a revealed server seed, the client seed and the nonce are pasted (or come from
 * a bet record's link); the seed's SHA-256 is shown next to the hash committed before play, and
 * the spin is replayed with the versioned paytable or wheel table.
 */
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { formatMultiplier } from '@nyota/contract/money/format';
import { seedGameHash, seedGameVersion } from './seed-check';
import { ServedConfig } from './ServedConfig';
import { useSeedCheck } from './use-seed-check';
import type { SeedGame, VerifierPrefill } from '../../shared/nav/verifier-link';

type SeedCheck = ReturnType<typeof useSeedCheck>;

export function SeedTab({ prefill, wheels }: { prefill: VerifierPrefill; wheels: boolean }) {
  const { t } = useI18n();
  const seeds = useSeedCheck(prefill, wheels);
  const { game, result } = seeds;
  const id = wheels ? 'wheels' : 'slot';
  return (
    <div className="fair-tab" data-testid={`verifier-${id}`}>
      {wheels && <WheelGamePicker seeds={seeds} />}
      <p className="fair-note">
        {t('fair.table_version')}: <span className="fair-mono">{seedGameVersion(game)}</span>
      </p>
      <ServedConfig game={game} verifierHash={seedGameHash(game)} />
      <SeedFields seeds={seeds} id={id} />
      <Button variant="secondary" size="sm" onClick={seeds.verify} data-testid={`verifier-${id}-verify`}>
        {t('fair.verify')}
      </Button>
      {result && !result.ok && <p className="fair-bad">{t(`fair.bad_${result.problem}`)}</p>}
      <SeedResult seeds={seeds} id={id} />
    </div>
  );
}

function WheelGamePicker({ seeds }: { seeds: SeedCheck }) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span className="field__label">{t('fair.game')}</span>
      <select
        className="field__input"
        value={seeds.game}
        onChange={(e) => seeds.setGame(e.target.value as SeedGame)}
        data-testid="verifier-wheel-game"
      >
        {seeds.games.map((g) => (
          <option key={g} value={g}>
            {t(`fair.game_${g}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function SeedFields({ seeds, id }: { seeds: SeedCheck; id: string }) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('fair.server_seed')}
        value={seeds.serverSeed}
        onValueChange={seeds.setServerSeed}
        className="fair-mono"
        data-testid={`verifier-${id}-server-seed`}
      />
      <TextField
        label={t('fair.server_seed_hash')}
        value={seeds.committed}
        onValueChange={seeds.setCommitted}
        className="fair-mono"
        data-testid={`verifier-${id}-committed`}
      />
      <TextField
        label={t('fair.client_seed')}
        value={seeds.clientSeed}
        onValueChange={seeds.setClientSeed}
        maxLength={64}
        data-testid={`verifier-${id}-client-seed`}
      />
      <TextField
        label={t('fair.nonce')}
        value={seeds.nonce}
        onValueChange={seeds.setNonce}
        digits
        maxLength={15}
        data-testid={`verifier-${id}-nonce`}
      />
    </>
  );
}

function SeedResult({ seeds: { check, hashOk }, id }: { seeds: SeedCheck; id: string }) {
  const { t } = useI18n();
  if (!check) return null;
  return (
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
  );
}
