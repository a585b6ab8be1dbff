/**
 * #/mall (docs/staff-console.md#mall): the mall's items with stock sold and left, limits, price and
 * window; the raffles with their commitments, tickets and draws; the exchange rates. Read only:
 * the items and rates are the `mall` setting, edited, versioned and audited on the Settings page.
 */
import type { MallStaffItem } from '@nyota/contract/staff/schemas-mall';
import { call } from '../api';
import { useT, type MessageKey } from '../i18n';
import { money, when } from '../players/format';
import { useLoad } from '../use-load';

const TYPE: Record<number, MessageKey> = {
  1: 'mall.type.1',
  2: 'mall.type.2',
  3: 'mall.type.3',
  4: 'mall.type.4',
  5: 'mall.type.5',
  6: 'mall.type.6',
};
const PAYMENT: Record<number, MessageKey> = { 1: 'mall.payment.1', 2: 'mall.payment.2' };

export function MallPage() {
  const t = useT();
  const page = useLoad(() => call('mallOverview', {}));
  const d = page.data;
  return (
    <section data-testid="console-mall">
      <h2>{t('mall.title')}</h2>
      <p>{t('mall.intro')}</p>
      <p>
        <a href="#/settings">{t('mall.editLink')}</a>
      </p>
      {page.error && <p className="error">{t('common.error', { msg: page.error })}</p>}
      {d && (
        <>
          <ItemsTable items={d.items} />
          <Raffles items={d.items.filter((i) => i.type === 6)} />
          <h3>{t('mall.exchange')}</h3>
          <p>{t('mall.requiredLevel', { level: String(d.exchange.requiredLevel) })}</p>
          <table>
            <thead>
              <tr>
                <th>{t('mall.payment')}</th>
                <th>{t('mall.enabled')}</th>
                <th>{t('mall.rate')}</th>
                <th>{t('mall.min')}</th>
                <th>{t('mall.dailyLimit')}</th>
              </tr>
            </thead>
            <tbody>
              {d.exchange.rates.map((r) => (
                <tr key={r.paymentType} data-testid={`mall-rate-${r.paymentType}`}>
                  <td>{t(PAYMENT[r.paymentType] ?? 'mall.payment.1')}</td>
                  <td>{t(r.enabled ? 'mall.yes' : 'mall.no')}</td>
                  <td>{money(r.rateBp)}</td>
                  <td>{money(r.min)}</td>
                  <td>{money(r.dailyLimit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function ItemsTable({ items }: { items: MallStaffItem[] }) {
  const t = useT();
  const window = (i: MallStaffItem) => (i.startAt || i.endAt ? `${when(i.startAt)} – ${when(i.endAt)}` : t('mall.always'));
  return (
    <>
      <h3>{t('mall.items')}</h3>
      <div className="scroll">
        <table>
          <thead>
            <tr>
              {(
                [
                  'mall.id',
                  'mall.name',
                  'mall.type',
                  'mall.payment',
                  'mall.price',
                  'mall.amount',
                  'mall.stock',
                  'mall.sold',
                  'mall.left',
                ] as const
              ).map((k) => (
                <th key={k}>{t(k)}</th>
              ))}
              {(['mall.perDay', 'mall.perMember', 'mall.level', 'mall.window', 'mall.enabled'] as const).map((k) => (
                <th key={k}>{t(k)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.id} data-testid={`mall-row-${i.id}`}>
                <td>{i.id}</td>
                <td>{i.name}</td>
                <td>{t(TYPE[i.type] ?? 'mall.type.1')}</td>
                <td>{t(PAYMENT[i.paymentType] ?? 'mall.payment.1')}</td>
                <td>{money(i.price)}</td>
                <td>{i.type === 6 ? '—' : money(i.amount)}</td>
                <td>{i.stock}</td>
                <td>{i.sold}</td>
                <td>{Math.max(0, i.stock - i.sold)}</td>
                <td>{i.perDay}</td>
                <td>{i.perMember}</td>
                <td>{i.minLevel}</td>
                <td>{window(i)}</td>
                <td>{t(i.enabled ? 'mall.yes' : 'mall.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Raffles({ items }: { items: MallStaffItem[] }) {
  const t = useT();
  return (
    <>
      <h3>{t('mall.raffles')}</h3>
      {items.length === 0 && <p>{t('common.empty')}</p>}
      {items.map((i) => (
        <section className="card" key={i.id} data-testid={`mall-raffle-${i.id}`}>
          <h4>
            {i.id} · {i.name}
          </h4>
          {!i.raffle ? (
            <p className="muted">{t('mall.noCommitment')}</p>
          ) : (
            <dl>
              <dt>{t('mall.drawAt')}</dt>
              <dd>{when(i.raffle.drawAt)}</dd>
              <dt>{t('mall.status')}</dt>
              <dd>{i.raffle.status}</dd>
              <dt>{t('mall.tickets')}</dt>
              <dd>{i.raffle.tickets}</dd>
              <dt>{t('mall.hash')}</dt>
              <dd>
                <code>{i.raffle.seedHash}</code>
              </dd>
              <dt>{t('mall.seed')}</dt>
              <dd>{i.raffle.seed ? <code>{i.raffle.seed}</code> : t('mall.seedHidden')}</dd>
              <dt>{t('mall.winners')}</dt>
              <dd>
                <ul>
                  {i.raffle.winners.map((w) => (
                    <li key={w.place}>
                      {t('mall.winner', {
                        place: String(w.place),
                        ticket: String(w.ticket),
                        member: w.memberId,
                        amount: `${money(w.amount)} ${t(TYPE[w.bonusType] ?? 'mall.type.1')}`,
                        status: w.status,
                      })}
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          )}
        </section>
      ))}
    </>
  );
}
