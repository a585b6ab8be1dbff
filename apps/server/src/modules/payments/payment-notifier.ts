/**
 * What the player is told about a deposit: the seed's payment result (1 pending, 3 success,
 * 4 failure) with a text in the language the deposit was made in, answered by
 * /pan-pay/deposit/result and pushed on /im as Deposit/StatusChange after each committed change.
 * The push is a hint; a client that missed it asks /pan-pay/deposit/result. When the change is
 * the credit, DepositEvent/Credited follows: the fact, once per deposit (docs/realtime-messages.md).
 */
import { ImEvent, ImObject } from '@nyota/contract/realtime';
import type { DepositResultData, DepositStatusChange } from '@nyota/contract/api/payments';
import type { MarketPreset } from '@nyota/contract/markets';
import { isServerMessageKey } from '@nyota/contract/messages/index';
import type { EventBus } from '../../platform/bus/event-bus.js';
import { translate } from '../../platform/http/i18n.js';
import { pushToMember } from '../../platform/realtime/realtime.gateway.js';
import { depositResultOf } from './intent-state.js';
import type { Intent } from './intent-row.js';
import { formatMoneyInText } from '@nyota/contract/money/format';
import { depositCreditAmount } from './settlement.js';

export function failureText(lang: string, code: string | null): string {
  const key = `payments.failure.${code ?? 'OTHER'}`;
  return translate(lang, isServerMessageKey(key) ? key : 'payments.failure.OTHER');
}

export function depositResult(intent: Intent, market: MarketPreset, lang = intent.lang): DepositResultData {
  const status = depositResultOf(intent.status, intent.expiredAt !== null);
  let desc: string;
  if (intent.status === 'SUCCEEDED') {
    desc = translate(lang, 'payments.deposit_success', {
      amount: formatMoneyInText(depositCreditAmount(intent), market.currencySymbol),
    });
  } else if (intent.status === 'FAILED') {
    desc = translate(lang, 'payments.deposit_failed', { reason: failureText(lang, intent.failureCode) });
  } else if (intent.expiredAt) {
    desc = translate(lang, 'payments.deposit_closed');
  } else {
    desc = translate(lang, 'payments.deposit_pending');
  }
  return { status, desc };
}

export class PaymentNotifier {
  constructor(
    private readonly bus: EventBus,
    private readonly market: MarketPreset,
  ) {}

  async depositChanged(intent: Intent): Promise<void> {
    if (intent.direction !== 'deposit') return;
    const { status, desc } = depositResult(intent, this.market);
    const data: DepositStatusChange = { no: intent.id, status, desc };
    await pushToMember(this.bus, intent.memberId, { object: ImObject.Deposit, event: ImEvent.StatusChange, data });
    // Status moves only forward and only the writer that moved it calls this, so once per deposit.
    if (intent.status === 'SUCCEEDED') {
      await pushToMember(this.bus, intent.memberId, {
        object: ImObject.DepositEvent,
        event: ImEvent.Credited,
        data: { no: intent.id, amount: depositCreditAmount(intent) },
      });
    }
  }

  /** Withdraw/Rejected: once, by the staff reviewer that refused it, after the refusal committed. */
  async withdrawalRejected(intent: Intent, reason: string): Promise<void> {
    const data = { no: intent.id, amount: intent.amount, reason };
    await pushToMember(this.bus, intent.memberId, { object: ImObject.Withdraw, event: ImEvent.Rejected, data });
  }
}
