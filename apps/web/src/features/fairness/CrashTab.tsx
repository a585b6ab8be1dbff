/**
 * Crash: a round id loads its revealed hash, the salt and the chain end from the public fairness
 * call; or the hash, salt and edge are pasted by hand. Either way the check runs here.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { CrashFairness } from '@nyota/contract/api/crash';
import { call } from '../../shared/api/client';
import { useI18n } from '../../shared/i18n/i18n';
import { Button } from '../../shared/ui/Button';
import { SelectField } from '../../shared/ui/SelectField';
import { TextField } from '../../shared/ui/TextField';
import { formatMultiplier } from '@nyota/contract/money/format';
import { checkCrash, edgePercentToBp, type CrashCheckResult } from './crash-check';
import { RoundLoadForm } from './RoundLoadForm';
import type { VerifierPrefill } from '../../shared/nav/verifier-link';

interface Fields {
  hash: string;
  salt: string;
  edge: string;
  /** The chain's HMAC message scheme, '2' (hash bytes) or '1' (hash text). */
  scheme: string;
  gameNumber: string;
  terminating: string;
}

function run(f: Fields): CrashCheckResult {
  const n = f.gameNumber.trim();
  return checkCrash({
    gameHash: f.hash,
    salt: f.salt,
    houseEdgeBp: edgePercentToBp(f.edge),
    scheme: Number(f.scheme),
    gameNumber: n === '' ? undefined : Number(n),
    terminatingHash: f.terminating.trim() === '' ? undefined : f.terminating.trim(),
  });
}

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
  const [roundId, setRoundId] = useState(prefill.roundId);
  const [fields, setFields] = useState<Fields>({
    hash: prefill.hash,
    salt: prefill.salt,
    edge: prefill.edge || '1',
    scheme: prefill.scheme === '1' ? '1' : '2',
    gameNumber: '',
    terminating: '',
  });
  const [served, setServed] = useState<CrashFairness | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<CrashCheckResult | null>(null);
  const set = (k: keyof Fields) => (v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    setResult(null);
  };

  async function load(id: string) {
    if (!/^[1-9][0-9]{0,17}$/.test(id.trim())) return;
    setPending(true);
    setResult(null);
    try {
      const f = await call('crashFairness', { roundId: id.trim() });
      setServed(f);
      if (!f.gameHash) return;
      const next: Fields = {
        hash: f.gameHash,
        salt: f.salt,
        edge: String(f.houseEdgeBp / 100),
        scheme: String(f.hmacScheme),
        gameNumber: String(f.gameNumber),
        terminating: f.terminatingHash,
      };
      setFields(next);
      setResult(run(next));
    } catch {
      // The API client has shown the reason (e.g. no such round).
      setServed(null);
    } finally {
      setPending(false);
    }
  }

  // Only the address the page was opened with: later edits of the fields do not re-run it.
  const openFromAddress = useEffectEvent(() => {
    if (prefill.roundId) void load(prefill.roundId);
    else if (prefill.hash && prefill.salt) setResult(run(fields));
  });
  useEffect(() => openFromAddress(), []);

  const check = result?.ok ? result.check : null;
  const fromServer = served?.gameHash === fields.hash.trim().toLowerCase() ? served : null;
  const pointOk = fromServer ? fromServer.crashPoint === check?.point : null;
  const ok = check !== null && check.chainOk !== false && pointOk !== false;
  return (
    <div className="fair-tab" data-testid="verifier-crash">
      <RoundLoadForm
        roundId={roundId}
        onRoundId={setRoundId}
        onLoad={(id) => void load(id)}
        pending={pending}
        testId="verifier-crash"
      />
      {served && !served.gameHash && <p className="fair-note">{t('fair.crash_not_ended')}</p>}
      {served && <SaltKindNote served={served} />}
      <p className="fair-note">{t('fair.or_paste')}</p>
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
      <Button variant="secondary" size="sm" onClick={() => setResult(run(fields))} data-testid="verifier-crash-verify">
        {t('fair.verify')}
      </Button>
      {result && !result.ok && <p className="fair-bad">{t(`fair.bad_${result.problem}`)}</p>}
      {check && (
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
      )}
    </div>
  );
}
