/**
 * #/giveaways (docs/staff-console.md#giveaways): each round with its window, budget, funding and
 * claims per present, and the latest claims. Read only: rounds, presents and budgets are the
 * `giveaway` setting, edited, versioned and audited on the Settings page.
 */
import type { GiveawayStaffClaim, GiveawayStaffRound } from '@nyota/contract/staff/schemas-giveaway';
import { call } from '../api';
import { useT } from '../i18n';
import { money, when } from '../players/format';
import { useLoad } from '../use-load';

export function GiveawayPage() {
  const t = useT();
  const page = useLoad(() => call('giveawayOverview', {}));
  const d = page.data;
  return (
    <section data-testid="console-giveaways">
      <h2>{t('giveaway.title')}</h2>
      <p>{t('giveaway.intro')}</p>
      <p>
        <a href="#/settings">{t('giveaway.editLink')}</a>
      </p>
      {page.error && <p className="error">{t('common.error', { msg: page.error })}</p>}
      {d && d.rounds.length === 0 && <p className="muted">{t('giveaway.none')}</p>}
      {d && d.rounds.map((r) => <Round key={r.id} round={r} />)}
      {d && <Claims claims={d.claims} />}
    </section>
  );
}

function Round({ round: r }: { round: GiveawayStaffRound }) {
  const t = useT();
  const figures = { budget: money(r.budget), funded: money(r.funded), claimed: money(r.claimed), claims: String(r.claims) };
  return (
    <div data-testid={`giveaway-round-${r.id}`}>
      <h3>{t('giveaway.round', { id: String(r.id), name: r.name })}</h3>
      <p>
        {t(r.enabled ? 'giveaway.enabled' : 'giveaway.disabled')} ·{' '}
        {t('giveaway.window', { from: when(r.startAt), to: when(r.endAt) })}
      </p>
      <p>{t('giveaway.budget', figures)}</p>
      <table>
        <thead>
          <tr>
            <th>{t('giveaway.present')}</th>
            <th>{t('giveaway.amount')}</th>
            <th>{t('giveaway.registrationDays')}</th>
            <th>{t('giveaway.validHours')}</th>
            <th>{t('giveaway.auto')}</th>
            <th>{t('giveaway.claims')}</th>
          </tr>
        </thead>
        <tbody>
          {r.presents.map((p) => (
            <tr key={p.id} data-testid={`giveaway-present-${p.id}`}>
              <td>{p.id}</td>
              <td>{money(p.amount)}</td>
              <td>{p.registrationDays}</td>
              <td>{p.validHours}</td>
              <td>{t(p.auto ? 'giveaway.yes' : 'giveaway.no')}</td>
              <td>{p.claims}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Claims({ claims }: { claims: GiveawayStaffClaim[] }) {
  const t = useT();
  return (
    <>
      <h3>{t('giveaway.latest')}</h3>
      {claims.length === 0 ? (
        <p className="muted">{t('giveaway.noClaims')}</p>
      ) : (
        <table data-testid="giveaway-claims">
          <thead>
            <tr>
              <th>{t('giveaway.at')}</th>
              <th>{t('giveaway.member')}</th>
              <th>{t('giveaway.present')}</th>
              <th>{t('giveaway.amount')}</th>
              <th>{t('giveaway.auto')}</th>
              <th>{t('giveaway.status')}</th>
              <th>{t('giveaway.device')}</th>
            </tr>
          </thead>
          <tbody>
            {claims.map((c) => (
              <tr key={c.id}>
                <td>{when(c.createdAt)}</td>
                <td>{c.memberId}</td>
                <td>
                  {c.roundId}/{c.presentId}
                </td>
                <td>{money(c.amount)}</td>
                <td>{t(c.auto ? 'giveaway.yes' : 'giveaway.no')}</td>
                <td>{c.status}</td>
                <td>{c.deviceId || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
