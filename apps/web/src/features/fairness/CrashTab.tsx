/**
 * Crash: a round id loads its revealed hash, the salt and the chain end from the public fairness
 * call; or the hash, salt and edge are pasted by hand. Either way the check runs here.
 */
import type { CrashFairness } from '@nyota/contract/api/crash';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { SelectField } from '../../shared/ui/SelectField';
import { TextField } from '../../shared/ui/TextField';
import { formatMultiplier } from '@nyota/contract/money/format';
import { RoundLoadForm } from './RoundLoadForm';
import { useCrashCheck } from './use-crash-check';
import type { VerifierPrefill } from '../../shared/nav/verifier-link';

type CrashCheck = ReturnType<typeof useCrashCheck>;

/** Whether the round's salt is a named public value or a development salt (links/5 "The salt"). */
function SaltKindNote({ served }: { served: CrashFairness }) {
  const { t } = useI18n();
  const isPublic = served.saltKind === 'public';
  return (
    <p className={isPublic ? 'fair-note' : 'fair-bad'} data-testid="verifier-crash-salt-kind">
      {isPublic ? t('fair.salt_public', { source: served.saltSource ?? '' }) : t('fair.salt_development')}
    </p>
  );
}

/** The chain's HMAC message: the hash's bytes (scheme 2) or, for the first chains, its hex text. */
function SchemeField(props: { value: string; onValueChange: (v: string) => void }) {
  const { t } = useI18n();
  const options = [
    { value: '2', label: t('fair.scheme_2') },
    { value: '1', label: t('fair.scheme_1') },
  ];
  return <SelectField label={t('fair.scheme')} options={options} data-testid="verifier-crash-scheme" {...props} />;
}

export function CrashTab({ prefill }: { prefill: VerifierPrefill }) {
  const { t } = useI18n();
  const crash = useCrashCheck(prefill);
  const { served, result } = crash;
  return (
    <div className="fair-tab" data-testid="verifier-crash">
      <RoundLoadForm
        roundId={crash.roundId}
        onRoundId={crash.setRoundId}
        onLoad={crash.load}
        pending={crash.pending}
        testId="verifier-crash"
      />
      {served && !served.gameHash && <p className="fair-note">{t('fair.crash_not_ended')}</p>}
      {served && <SaltKindNote served={served} />}
      <p className="fair-note">{t('fair.or_paste')}</p>
      <CrashFieldInputs crash={crash} />
      <Button variant="secondary" size="sm" onClick={crash.verify} data-testid="verifier-crash-verify">
        {t('fair.verify')}
      </Button>
      {result && !result.ok && <p className="fair-bad">{t(`fair.bad_${result.problem}`)}</p>}
      <CrashResult crash={crash} />
    </div>
  );
}

function CrashFieldInputs({ crash: { fields, set } }: { crash: CrashCheck }) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('fair.game_hash')}
        value={fields.hash}
        onValueChange={set('hash')}
        className="fair-mono"
        data-testid="verifier-crash-hash"
      />
      <TextField
        label={t('fair.salt')}
        value={fields.salt}
        onValueChange={set('salt')}
        className="fair-mono"
        data-testid="verifier-crash-salt"
      />
      <SchemeField value={fields.scheme} onValueChange={set('scheme')} />
      <TextField
        label={t('fair.edge')}
        value={fields.edge}
        onValueChange={set('edge')}
        inputMode="decimal"
        data-testid="verifier-crash-edge"
      />
      <TextField
        label={t('fair.game_number')}
        value={fields.gameNumber}
        onValueChange={set('gameNumber')}
        digits
        maxLength={12}
      />
      <TextField
        label={t('fair.terminating')}
        value={fields.terminating}
        onValueChange={set('terminating')}
        className="fair-mono"
      />
    </>
  );
}

function CrashResult({ crash: { check, ok, fromServer, pointOk, fields } }: { crash: CrashCheck }) {
  const { t } = useI18n();
  if (!check) return null;
  return (
    <div className="fair-result" data-testid="verifier-crash-result" data-ok={ok} data-point={check.point}>
      <dl>
        <dt>{t('fair.hmac')}</dt>
        <dd className="fair-mono">{check.hmacHex}</dd>
        <dt>{t('fair.x')}</dt>
        <dd>{check.x.toFixed(12)}</dd>
        <dt>{t('fair.crash_point')}</dt>
        <dd data-testid="verifier-crash-point">{formatMultiplier(check.point)}</dd>
        <dt>{t('fair.round_end')}</dt>
        <dd>{check.forced ? t('fair.forced', { x: formatMultiplier(check.end) }) : formatMultiplier(check.end)}</dd>
      </dl>
      <p className={check.chainOk === false ? 'fair-bad' : 'fair-note'}>
        {check.chainOk === null
          ? t('fair.chain_skipped')
          : t(check.chainOk ? 'fair.chain_ok' : 'fair.chain_bad', { n: fields.gameNumber })}
      </p>
      {fromServer?.crashPoint != null && (
        <p className={pointOk ? 'fair-note' : 'fair-bad'}>
          {t(pointOk ? 'fair.same_as_server' : 'fair.differs_from_server', { x: formatMultiplier(fromServer.crashPoint) })}
        </p>
      )}
      <p className={ok ? 'fair-ok' : 'fair-bad'} role="status">
        <strong>{t(ok ? 'fair.verified' : 'fair.not_verified')}</strong>
      </p>
    </div>
  );
}
