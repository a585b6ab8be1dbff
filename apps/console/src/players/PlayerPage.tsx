/** A player's page: profile, balances, responsible-gambling state, actions, and their records. */
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { BALANCE_KINDS } from '@nyota/contract/staff/players-schemas';
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { useLoad } from '../use-load';
import { BetsTable } from './BetsTable';
import { PlayerMall } from '../mall/PlayerMall';
import { PlayerReferrals } from '../invite/PlayerReferrals';
import { LedgerTable } from './LedgerTable';
import { ConcernsList } from './ConcernsList';
import { HarmPanel } from './HarmPanel';
import { MarksList } from './MarksList';
import { PaymentsTable } from './PaymentsTable';
import { PlayerActions } from './PlayerActions';
import { SaferPlayPanel } from './SaferPlayPanel';
import { SessionsTable } from './SessionsTable';
import { TasksPanel } from './TasksPanel';
import { VipPanel } from './VipPanel';
import { money, when } from './format';

/** The seed's AppealStatus names (docs/product-rules/records-and-appeals.md#appeal-statuses). */
const APPEAL_STATUS: Record<number, MessageKey> = { 1: 'appeals.status.1', 2: 'appeals.status.2', 9: 'appeals.status.9' };

export function PlayerPage({ me, memberId, payment }: { me: StaffMe; memberId: string; payment: string | null }) {
  const t = useT();
  const statusText = (s: number) => {
    const key = APPEAL_STATUS[s];
    return key ? t(key) : String(s);
  };
  const page = useLoad(() => call('playerOverview', { memberId }), memberId);
  const o = page.data;
  return (
    <section className="player">
      <p>
        <a href="#/players">{t('players.back')}</a>
      </p>
      {page.error && <p className="error">{t('common.error', { msg: page.error })}</p>}
      {o && (
        <>
          <h2>
            {t('players.member')} {o.memberId} · {o.mobile}
          </h2>
          <p>
            {t('players.joined')}: {when(o.createdAt)} · {t('players.lastLogin')}: {when(o.lastLoginAt)}
          </p>
          {o.lock && (
            <p className="error" data-testid="player-locked">
              {t('players.lockedBy', { by: o.lock.by, at: when(o.lock.at), reason: o.lock.reason })}
            </p>
          )}
          <h3>{t('players.balances')}</h3>
          <dl className="balances">
            {BALANCE_KINDS.map((k) => (
              <div key={k}>
                <dt>{t(`players.kind.${k}`)}</dt>
                <dd data-testid={`balance-${k}`}>{money(o.balances[k] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          <PlayerActions me={me} memberId={memberId} locked={o.lock !== null} onDone={page.reload} />
          <h3>{t('players.rg')}</h3>
          <p>
            {o.selfExclusion
              ? t('players.selfExcluded', { period: o.selfExclusion.period, until: when(o.selfExclusion.endsAt) })
              : t('players.notExcluded')}
          </p>
          <SaferPlayPanel memberId={memberId} />
          <HarmPanel memberId={memberId} canAct={me.permissions.includes('players.act')} />
          <ConcernsList
            memberId={memberId}
            concerns={o.concerns}
            canAct={me.permissions.includes('players.act')}
            onDone={page.reload}
          />
          <VipPanel memberId={memberId} />
          <MarksList title="players.notes" marks={o.notes} />
          <PaymentsTable memberId={memberId} highlight={payment} />
          <LedgerTable memberId={memberId} />
          <BetsTable memberId={memberId} />
          <TasksPanel memberId={memberId} />
          <PlayerMall memberId={memberId} />
          <PlayerReferrals memberId={memberId} />
          <SessionsTable sessions={o.sessions} />
          <h3>{t('players.appeals')}</h3>
          {o.appeals.length === 0 ? (
            <p>{t('common.empty')}</p>
          ) : (
            <ul>
              {o.appeals.map((a) => (
                <li key={a.id} data-testid={`player-appeal-${a.id}`}>
                  {when(a.createdAt)} · {a.intentId} · {statusText(a.status)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
