/**
 * Hash-chain salts (docs/staff-console.md#fairness-salts): announce a new chain with the public
 * value its salt will be, and, once that value is published, request setting it; a second person
 * approves on the Four eyes page, because a salt never changes once set.
 */
import { useState } from 'react';
import type { ChainView } from '@nyota/contract/api/chain-salts';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';

function SaltRequest({ chain }: { chain: ChainView }) {
  const t = useT();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  async function send() {
    try {
      await call('setChainSalt', { game: chain.game, chainId: chain.chainId, value, reason });
      setNote(t('fairness.requested'));
    } catch (err) {
      setNote(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <span className="inline">
      <input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={t('fairness.value')}
        placeholder={t('fairness.value')}
      />
      <input
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-label={t('common.reason')}
        placeholder={t('common.reason')}
      />
      <button onClick={() => void send()}>{t('fairness.setSalt')}</button>
      {note && <span role="status">{note}</span>}
    </span>
  );
}

function AnnounceForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [game, setGame] = useState<ChainView['game']>('crash');
  const [source, setSource] = useState('');
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<string | null>(null);
  async function announce() {
    try {
      const chain = await call('announceChain', { game, source, expectedAt: new Date(at).toISOString(), reason });
      setNote(`${chain.game}:${chain.chainId} ${chain.terminatingHash}`);
      onDone();
    } catch (err) {
      setNote(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <p className="inline">
      <select
        value={game}
        onChange={(e) => setGame(e.target.value === 'football' ? 'football' : 'crash')}
        aria-label={t('fairness.game')}
      >
        <option value="crash">crash</option>
        <option value="football">football</option>
      </select>
      <input
        value={source}
        onChange={(e) => setSource(e.target.value)}
        aria-label={t('fairness.source')}
        placeholder={t('fairness.source')}
      />
      <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} aria-label={t('fairness.expectedAt')} />
      <input
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-label={t('common.reason')}
        placeholder={t('common.reason')}
      />
      <button onClick={() => void announce()}>{t('fairness.announce')}</button>
      {note && <span role="status">{note}</span>}
    </p>
  );
}

export function FairnessSalts() {
  const t = useT();
  const list = useLoad(() => call('listChains', {}));
  return (
    <section className="card">
      <h3>{t('fairness.title')}</h3>
      <AnnounceForm onDone={list.reload} />
      {list.error && <p className="error">{list.error}</p>}
      <table>
        <thead>
          <tr>
            <th>{t('fairness.chain')}</th>
            <th>{t('fairness.source')}</th>
            <th>{t('fairness.value')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.list.map((c) => (
            <tr key={`${c.game}:${c.chainId}`}>
              <td>
                {c.game}:{c.chainId} ({c.played}/{c.length})
              </td>
              <td>
                {c.salt.kind === 'public'
                  ? `${c.salt.source ?? ''} ${c.salt.expectedAt ? new Date(c.salt.expectedAt).toLocaleString() : ''}`
                  : c.salt.kind}
              </td>
              <td>{c.salt.value ?? (c.salt.kind === 'public' ? <SaltRequest chain={c} /> : '—')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
