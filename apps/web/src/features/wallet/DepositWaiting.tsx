import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorCode } from '@nyota/contract/error-codes';
import { ImObject } from '@nyota/contract/realtime';
import { ApiError } from '../../shared/api/api-error';
import { queryClient } from '../../shared/api/query-client';
import { translate, useI18n } from '../../shared/i18n/i18n';
import { realtime } from '../../shared/realtime/realtime';
import { ME_KEY } from '../../shared/session/member-keys';
import { Button } from '../../shared/ui/Button';
import { toast } from '../../shared/ui/feedback/feedback-store';
import { Icon } from '../../shared/ui/Icon';
import { Spinner } from '../../shared/ui/Spinner';
import { fetchDepositResult } from './api';
import { DepositCounterRing } from './DepositCounterRing';
import { depositResultToast } from './deposit-toast';
import { watchDeposit, type WatchOutcome } from './deposit-watch';
import { browserTimers, useCountdown } from './hooks';
import { useDepositCounter } from './use-deposit-counter';
import * as wi from './wallet-icons';
import { RESULT_COUNTDOWN_S } from './wallet-constants';

/** Refusals worth asking again about: the server was busy or asked us to slow down. */
const TRANSIENT = new Set<number>([ErrorCode.INTERNAL, ErrorCode.RATE_LIMITED]);

function finalError(error: unknown): string | null {
  return error instanceof ApiError && !TRANSIENT.has(error.code) ? error.message : null;
}

export interface DepositWaitingProps {
  transNo: string;
  onAgain(): void;
  onHome(): void;
  /** Inside the wallet dialog, leaving for the records closes it. */
  onLeave?(): void;
}

function showResultToast(outcome: WatchOutcome): void {
  const shown = depositResultToast(outcome, {
    success: translate('wallet.result_success'),
    failed: translate('wallet.result_failed'),
  });
  if (shown) toast(shown.type, shown.message);
}

/**
 * Deposit step 1 (docs/product-rules/deposit.md#waiting-for-the-phone-the-30-second-counter): the
 * waiting view with the 30-second counter while the player approves the prompt on their phone, then
 * the result with its toast. The push for this transNo ends the wait at once; polling is the
 * fallback. The counter running out ends nothing: the wait goes on.
 */
export function DepositWaiting({ transNo, onAgain, onHome, onLeave }: DepositWaitingProps) {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<WatchOutcome | null>(null);
  const { status, secondsLeft, start, reset } = useDepositCounter();

  useEffect(() => {
    start();
    return watchDeposit(
      transNo,
      {
        fetchResult: (signal) => fetchDepositResult(transNo, signal),
        subscribe: (handler) => realtime.subscribe(ImObject.Deposit, (m) => handler(m.data)),
        finalError,
        timers: browserTimers,
        now: Date.now,
      },
      (result) => {
        reset();
        setOutcome(result);
        showResultToast(result);
        // The CashAccount push refreshes the balance too; this covers a socket that is down.
        if (result.kind === 'success') void queryClient.invalidateQueries({ queryKey: ME_KEY });
      },
    );
  }, [transNo, start, reset]);

  if (outcome) return <DepositResultView outcome={outcome} onAgain={onAgain} onHome={onHome} />;
  const expired = status === 'expired';
  return (
    <section className="wallet-status" aria-live="polite" aria-busy="true" data-testid="deposit-waiting" data-counter={status}>
      {expired ? <Spinner size="lg" /> : <DepositCounterRing secondsLeft={secondsLeft} />}
      <h2 className="wallet-status__title">{t(expired ? 'wallet.still_waiting_title' : 'wallet.waiting_heading')}</h2>
      <p className="muted">{t(expired ? 'wallet.still_waiting_body' : 'wallet.waiting_body')}</p>
      {expired && (
        <Link className="link" to="/records/1" onClick={onLeave} data-testid="deposit-waiting-records">
          {t('wallet.deposit_records')}
        </Link>
      )}
      {import.meta.env.DEV && (
        <a className="link" href="/sandbox/phone" target="_blank" rel="noreferrer" data-testid="sandbox-phone-link">
          {t('wallet.sandbox_hint')}
        </a>
      )}
    </section>
  );
}

const RESULT_VIEW = {
  success: { icon: wi.success, title: 'wallet.result_success', tone: 'success' },
  failure: { icon: wi.failed, title: 'wallet.result_failed', tone: 'failed' },
  timeout: { icon: wi.clock, title: 'wallet.result_pending', tone: 'pending' },
} as const;

/**
 * Deposit result (docs/product-rules/wallet.md#result-screens): icon, message, Deposit again, and
 * Home with a 5-second countdown.
 */
export function DepositResultView({ outcome, onAgain, onHome }: { outcome: WatchOutcome; onAgain(): void; onHome(): void }) {
  const { t } = useI18n();
  const left = useCountdown(RESULT_COUNTDOWN_S, onHome);
  const view = RESULT_VIEW[outcome.kind];
  const message = outcome.kind === 'timeout' ? t('wallet.result_pending_body') : outcome.desc;
  return (
    <section
      className={`wallet-status wallet-status--${view.tone}`}
      role="status"
      aria-live="polite"
      data-testid="deposit-result"
      data-result={outcome.kind}
    >
      <span className="wallet-status__icon">
        <Icon d={view.icon} size={56} />
      </span>
      <h2 className="wallet-status__title">{t(view.title)}</h2>
      {message && (
        <p className="wallet-status__message" data-testid="deposit-result-message">
          {message}
        </p>
      )}
      <div className="btn-row wallet-status__actions">
        <Button variant="secondary" onClick={onAgain} data-testid="deposit-again">
          {t('wallet.deposit_again')}
        </Button>
        <Button onClick={onHome} data-testid="deposit-home">
          {t('wallet.home_countdown', { seconds: left })}
        </Button>
      </div>
    </section>
  );
}
