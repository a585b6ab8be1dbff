/**
 * One appeal: who holds it, its log, the receipt screenshots beside the provider's record, and
 * the moves the transition table allows now (server-computed) with the credit form.
 */
import { useState } from 'react';
import { call } from '../api';
import { useT } from '../i18n';
import { useLoad } from '../use-load';
import { kindKey, money, statusKey, stepKey } from './appeal-format';
import { AppealCreditForm } from './AppealCreditForm';
import { AppealLogList } from './AppealLogList';
import { AppealMoves } from './AppealMoves';
import { ProviderRecord } from './ProviderRecord';
import { ReceiptImages } from './ReceiptImages';
import './appeals.css';

export function AppealDetailPage({ id }: { id: string }) {
  const t = useT();
  const detail = useLoad(() => call('getAppeal', { id }), id);
  const [note, setNote] = useState<string | null>(null);

  async function act(run: () => Promise<unknown>) {
    try {
      await run();
      setNote(null);
    } catch (err) {
      setNote(err instanceof Error ? err.message : String(err));
    }
    detail.reload();
  }

  const d = detail.data;
  if (!d) return <section>{detail.error ? <p className="error">{detail.error}</p> : <p>…</p>}</section>;
  const a = d.appeal;
  const images = [...new Set(d.logs.flatMap((l) => l.images))];
  const mine = a.claimedByMe;

  return (
    <section className="appeals">
      <p>
        <a href="#/appeals">{t('appeals.back')}</a>
      </p>
      <h2>
        #{a.id} · {t(kindKey(a.kind))} · {money(a.amount, d.payment?.currency)}
      </h2>
      <p data-testid="appeal-state">
        {t(statusKey(a.status))} · {t(stepKey(a.step))}
      </p>
      <div className="inline" data-testid="appeal-claim">
        <span>
          {mine
            ? t('appeals.claimedByMe')
            : a.claimedBy
              ? t('appeals.claimedByOther', { name: a.claimedBy })
              : t('appeals.unclaimed')}
        </span>
        {!mine && <button onClick={() => void act(() => call('claimAppeal', { id }))}>{t('appeals.claim')}</button>}
        {mine && <button onClick={() => void act(() => call('releaseAppeal', { id }))}>{t('appeals.release')}</button>}
      </div>
      {(note ?? detail.error) && (
        <p className="error" role="alert">
          {note ?? detail.error}
        </p>
      )}
      <div className="appeal-columns">
        <ReceiptImages appealId={id} names={images} />
        <ProviderRecord appealId={id} receiptNumber={a.receiptNumber} payment={d.payment} />
      </div>
      {mine && <AppealMoves appealId={id} allowed={d.allowedMoves} act={act} />}
      {mine && d.allowedMoves.includes('resolve') && a.kind === 1 && (
        <AppealCreditForm appealId={id} fourEyesAbove={d.creditFourEyesAbove} currency={d.payment?.currency ?? ''} act={act} />
      )}
      {d.credit && (
        <p className="notice" data-testid="appeal-credit">
          {t('appeals.credit.existing', {
            amount: money(d.credit.amount, d.payment?.currency),
            at: new Date(d.credit.at).toLocaleString(),
          })}
        </p>
      )}
      <AppealLogList logs={d.logs} />
    </section>
  );
}
