import { useEffect, useEffectEvent, useState } from 'react';
import type { CrashFairness } from '@nyota/contract/api/crash';
import { call } from '../../shared/api/client';
import type { VerifierPrefill } from '../../shared/nav/verifier-link';
import { checkCrash, edgePercentToBp, type CrashCheckResult } from './crash-check';

export interface CrashFields {
  hash: string;
  salt: string;
  edge: string;
  /** The chain's HMAC message scheme, '2' (hash bytes) or '1' (hash text). */
  scheme: string;
  gameNumber: string;
  terminating: string;
}

function run(f: CrashFields): CrashCheckResult {
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

const fetchCrashFairness = (roundId: string) => call('crashFairness', { roundId });

/**
 * The crash check: a round id loads its revealed hash, salt and chain end from the public fairness
 * call, or the fields are typed; the check runs here, and its point is compared with the server's
 * when the hash is the served one. An edit clears the last result.
 */
export function useCrashCheck(prefill: VerifierPrefill, fetchFairness: typeof fetchCrashFairness = fetchCrashFairness) {
  const [roundId, setRoundId] = useState(prefill.roundId);
  const [fields, setFields] = useState<CrashFields>({
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
  const set = (k: keyof CrashFields) => (v: string) => {
    setFields((f) => ({ ...f, [k]: v }));
    setResult(null);
  };

  async function load(id: string) {
    if (!/^[1-9][0-9]{0,17}$/.test(id.trim())) return;
    setPending(true);
    setResult(null);
    try {
      const f = await fetchFairness(id.trim());
      setServed(f);
      if (!f.gameHash) return;
      const next: CrashFields = {
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
  return {
    roundId,
    setRoundId,
    fields,
    set,
    served,
    pending,
    result,
    check,
    fromServer,
    pointOk,
    ok: check !== null && check.chainOk !== false && pointOk !== false,
    load: (id: string) => void load(id),
    verify: () => setResult(run(fields)),
  };
}
