/**
 * A player's VIP standing and history for staff (docs/staff-console.md#players): the level held,
 * this year's points and the next threshold, the level changes, the VIP benefit claims, the weekly
 * cashback claims and the trial-fund weeks.
 */
import type { PlayerVip, VipGrant } from '@nyota/contract/staff/player-vip-schemas';
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { useLoad } from '../use-load';
import { money, when } from '../players/format';

type T = ReturnType<typeof useT>;

const UNIT_KEYS: Record<number, MessageKey> = {
  1: 'vip.unit.1',
  2: 'vip.unit.2',
  3: 'vip.unit.3',
  4: 'vip.unit.4',
  5: 'vip.unit.5',
};
const TYPE_KEYS: Record<number, MessageKey> = {
  1: 'vip.type.1',
  2: 'vip.type.2',
  3: 'vip.type.3',
  4: 'vip.type.4',
  5: 'vip.type.5',
  6: 'vip.type.6',
  7: 'vip.type.7',
};
const named = (t: T, keys: Record<number, MessageKey>, n: number): string => {
  const key = keys[n];
  return key ? t(key) : String(n);
};
const unitOf = (t: T, bonusType: number): string => named(t, UNIT_KEYS, bonusType);
const statusOf = (t: T, s: VipGrant['status']): string => t(`vip.status.${s}`);

function Grants({ title, rows, testId }: { title: string; rows: VipGrant[]; testId: string }) {
  const t = useT();
  return (
    <div className="scroll" data-testid={testId}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th>{t('vip.col.when')}</th>
            <th>{t('vip.col.period')}</th>
            <th>{t('vip.col.amount')}</th>
            <th>{t('vip.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4}>{t('common.empty')}</td>
            </tr>
          )}
          {rows.map((g) => (
            <tr key={g.id}>
              <td>{when(g.createdAt)}</td>
              <td>{g.period}</td>
              <td>
                {money(g.amount)} {unitOf(t, g.bonusType)}
              </td>
              <td>{statusOf(t, g.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChangesTable({ changes }: { changes: PlayerVip['changes'] }) {
  const t = useT();
  return (
    <div className="scroll" data-testid="vip-changes">
      <table>
        <caption>{t('vip.panel.changes')}</caption>
        <thead>
          <tr>
            <th>{t('vip.col.when')}</th>
            <th>{t('vip.col.change')}</th>
            <th>{t('vip.col.points')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.length === 0 && (
            <tr>
              <td colSpan={3}>{t('common.empty')}</td>
            </tr>
          )}
          {changes.map((c, i) => (
            <tr key={i}>
              <td>{when(c.at)}</td>
              <td>
                V{c.from} → V{c.to} ({c.year})
              </td>
              <td>{c.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClaimsTable({ claims }: { claims: PlayerVip['claims'] }) {
  const t = useT();
  return (
    <div className="scroll" data-testid="vip-claims">
      <table>
        <caption>{t('vip.panel.claims')}</caption>
        <thead>
          <tr>
            <th>{t('vip.col.when')}</th>
            <th>{t('vip.col.benefit')}</th>
            <th>{t('vip.col.period')}</th>
            <th>{t('vip.col.amount')}</th>
            <th>{t('vip.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {claims.length === 0 && (
            <tr>
              <td colSpan={5}>{t('common.empty')}</td>
            </tr>
          )}
          {claims.map((c) => (
            <tr key={c.id}>
              <td>{when(c.createdAt)}</td>
              <td>
                V{c.levelId} · {named(t, TYPE_KEYS, c.type)} ({c.benefitId})
              </td>
              <td>{c.period}</td>
              <td>
                {money(c.amount)} {unitOf(t, c.bonusType)}
              </td>
              <td>{statusOf(t, c.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VipHistory({ memberId }: { memberId: string }) {
  const t = useT();
  const load = useLoad(() => call('playerVip', { memberId }), memberId);
  const d = load.data;
  return (
    <section data-testid="vip-panel">
      <h3>{t('vip.panel.title')}</h3>
      {load.error && <p className="error">{t('common.error', { msg: load.error })}</p>}
      {d && (
        <>
          <p data-testid="vip-panel-level">
            {t('vip.panel.level', { level: String(d.levelId), score: String(d.score), year: String(d.year) })}
            {' · '}
            {d.nextScore === null ? t('vip.panel.top') : t('vip.panel.next', { score: String(d.nextScore) })}
          </p>
          <p className="muted">{t('vip.panel.earned', { earned: String(d.earnedLevelId), kept: String(d.keptLevelId) })}</p>
          {d.fastWithdrawalReview && (
            <p>
              <span className="tag">VIP</span> {t('vip.panel.fast')}
            </p>
          )}
          <ChangesTable changes={d.changes} />
          <ClaimsTable claims={d.claims} />
          <Grants title={t('vip.panel.cashback')} rows={d.cashback} testId="vip-cashback" />
          <Grants title={t('vip.panel.trialFund')} rows={d.trialFund} testId="vip-trial-fund" />
        </>
      )}
    </section>
  );
}
