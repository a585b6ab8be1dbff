/**
 * pawaPay Merchant API v2 behaviour behind the routes: initiate deposits, payouts and refunds
 * (idempotent on the client's UUID: a re-sent id answers DUPLICATE_IGNORED), check status, resend a
 * callback, cancel an enqueued payout, and the provider availability switch (OPERATIONAL, DELAYED
 * → payouts ENQUEUED, CLOSED → PROVIDER_TEMPORARILY_UNAVAILABLE).
 */
import type { Accounts } from '../core/accounts.js';
import type { CallbackDispatcher } from '../core/callbacks.js';
import { iso, type SimClock } from '../core/clock.js';
import type { WireReply } from '../core/http.js';
import type { Lifecycle } from '../core/lifecycle.js';
import type { SandboxStore } from '../core/store.js';
import { isFinal, type AvailabilityStatus, type Intent, type PawapayOperation } from '../core/types.js';
import { isUuidV4 } from '../core/ids.js';
import { pawapayMagic } from './pawapay.magic.js';
import { pawapayProvider } from './pawapay.providers.js';
import { checkId, checkRefund, checkTransfer, type Rejection } from './pawapay.validation.js';
import { DIRECTION, failureReason, ID_FIELD, pawapayData, type PawapayKind } from './pawapay.wire.js';

export const PAWAPAY_FLOAT = 'pawapay';

export interface PawapayEngineDeps {
  store: SandboxStore;
  clock: SimClock;
  lifecycle: Lifecycle;
  dispatcher: CallbackDispatcher;
  accounts: Accounts;
}

export class PawapayEngine {
  constructor(private readonly d: PawapayEngineDeps) {}

  availability(provider: string, op: PawapayOperation): AvailabilityStatus {
    return this.d.store.data.pawapay.availability[`${provider}:${op}`] ?? 'OPERATIONAL';
  }

  setAvailability(provider: string, op: PawapayOperation, status: AvailabilityStatus): void {
    this.d.store.data.pawapay.availability[`${provider}:${op}`] = status;
    this.d.store.touch();
    if (status !== 'DELAYED' && op !== 'DEPOSIT') {
      const direction = op === 'PAYOUT' ? 'payout' : 'refund';
      this.d.lifecycle.releaseEnqueued((i) => i.provider === 'pawapay' && i.product === provider && i.direction === direction);
    }
  }

  initiate(kind: 'deposit' | 'payout', body: unknown, opts: { immediate: boolean }): WireReply {
    const idCheck = checkId(kind, body);
    if (!idCheck.ok) return rejected(kind, body, idCheck.rejection);
    const { id, body: req } = idCheck.value;
    const duplicate = this.duplicate(kind, id);
    if (duplicate) return duplicate;
    const checked = checkTransfer(kind, id, req, (p, op) => this.availability(p, op));
    if (!checked.ok) return rejected(kind, body, checked.rejection);
    const t = checked.value;
    const operation: PawapayOperation = kind === 'deposit' ? 'DEPOSIT' : 'PAYOUT';
    if (kind === 'payout' && this.d.accounts.float(PAWAPAY_FLOAT, t.currency) < t.amountMinor) {
      return rejected(kind, body, {
        http: 200,
        code: 'PAWAPAY_WALLET_OUT_OF_FUNDS',
        message: 'Your pawaPay wallet does not hold enough funds.',
      });
    }
    const enqueued = kind === 'payout' && this.availability(t.provider.code, operation) === 'DELAYED';
    const intent = this.newIntent(kind, id, t.amountMinor, t.currency, t.msisdn, t.provider.code, t.wire);
    if (enqueued) intent.phase = 'enqueued';
    const magic = pawapayMagic(kind, t.provider.code, t.msisdn);
    if (magic) intent.magic = magic;
    if (kind === 'payout') this.reserve(intent);
    this.d.lifecycle.accept(intent, { immediate: opts.immediate && !enqueued });
    const created = iso(intent.createdAt);
    if (kind === 'deposit') return ok({ depositId: id, status: 'ACCEPTED', nextStep: 'FINAL_STATUS', created });
    return ok({ payoutId: id, status: enqueued ? 'ENQUEUED' : 'ACCEPTED', created });
  }

  refund(body: unknown, opts: { immediate: boolean }): WireReply {
    const idCheck = checkId('refund', body);
    if (!idCheck.ok) return rejected('refund', body, idCheck.rejection);
    const { id, body: req } = idCheck.value;
    const duplicate = this.duplicate('refund', id);
    if (duplicate) return duplicate;
    const checked = checkRefund(id, req);
    if (!checked.ok) return rejected('refund', body, checked.rejection);
    const r = checked.value;
    const no = (code: string, message: string) => rejected('refund', body, { http: 200, code, message });
    const deposit = this.d.lifecycle.find('pawapay', r.depositId, 'collection');
    if (!deposit) return no('NOT_FOUND', `Deposit with ID #${r.depositId} not found.`);
    if (deposit.phase !== 'succeeded') return no('INVALID_STATE', `Deposit with ID #${r.depositId} is not COMPLETED.`);
    const refundable = deposit.amountMinor - (deposit.refundedMinor ?? 0);
    const inFlight = Object.values(this.d.store.data.intents).some(
      (i) => i.direction === 'refund' && i.depositId === deposit.id && !isFinal(i.phase),
    );
    if (inFlight) return no('REFUND_IN_PROGRESS', 'Another refund of this deposit is being processed.');
    if (refundable <= 0) return no('DEPOSIT_ALREADY_REFUNDED', 'The deposit has already been refunded in full.');
    if (r.currency && r.currency !== deposit.currency)
      return no('INVALID_CURRENCY', `${r.currency} is not the deposit currency.`);
    const amount = r.amountMinor ?? refundable;
    if (amount > refundable) return no('AMOUNT_TOO_LARGE', 'The amount is larger than what is left to refund.');
    if (this.availability(deposit.product, 'REFUND') === 'CLOSED') {
      return no('PROVIDER_TEMPORARILY_UNAVAILABLE', `${deposit.product} is temporarily not processing refunds.`);
    }
    if (this.d.accounts.float(PAWAPAY_FLOAT, deposit.currency) < amount) {
      return no('PAWAPAY_WALLET_OUT_OF_FUNDS', 'Your pawaPay wallet does not hold enough funds.');
    }
    const enqueued = this.availability(deposit.product, 'REFUND') === 'DELAYED';
    const intent = this.newIntent('refund', id, amount, deposit.currency, deposit.msisdn, deposit.product, r.wire);
    intent.depositId = deposit.id;
    if (enqueued) intent.phase = 'enqueued';
    const magic = pawapayMagic('payout', deposit.product, deposit.msisdn);
    if (magic) intent.magic = magic;
    deposit.refundedMinor = (deposit.refundedMinor ?? 0) + amount;
    this.reserve(intent);
    this.d.lifecycle.accept(intent, { immediate: opts.immediate && !enqueued });
    return ok({ refundId: id, status: enqueued ? 'ENQUEUED' : 'ACCEPTED', created: iso(intent.createdAt) });
  }

  status(kind: PawapayKind, id: string): WireReply {
    if (!isUuidV4(id))
      return {
        status: 400,
        body: { failureReason: failureReason('INVALID_PARAMETER', `${ID_FIELD[kind]} must be a UUID version 4.`) },
      };
    const intent = this.d.lifecycle.find('pawapay', id, DIRECTION[kind]);
    if (!intent) return ok({ status: 'NOT_FOUND' });
    return ok({ status: 'FOUND', data: pawapayData(intent) });
  }

  resendCallback(kind: PawapayKind, id: string): WireReply {
    const intent = this.d.lifecycle.find('pawapay', id, DIRECTION[kind]);
    const label = `${kind[0]?.toUpperCase()}${kind.slice(1)} with ID #${id}`;
    if (!intent)
      return ok({ [ID_FIELD[kind]]: id, status: 'REJECTED', failureReason: failureReason('NOT_FOUND', `${label} not found.`) });
    if (!isFinal(intent.phase)) {
      return ok({
        [ID_FIELD[kind]]: id,
        status: 'REJECTED',
        failureReason: failureReason('INVALID_STATE', `${label} has not finished processing.`),
      });
    }
    const settings = this.d.store.data.callbackSettings.pawapay;
    const spec: { variant: string; signature?: NonNullable<Intent['callback']['signature']> } = { variant: 'resend' };
    const signature = intent.callback.signature ?? settings.signature;
    if (signature !== 'valid') spec.signature = signature;
    this.d.dispatcher.schedule(intent, settings.delayMs, spec);
    return ok({ [ID_FIELD[kind]]: id, status: 'ACCEPTED' });
  }

  failEnqueued(kind: 'payout' | 'refund', id: string): WireReply {
    const intent = this.d.lifecycle.find('pawapay', id, DIRECTION[kind]);
    const label = `${kind === 'payout' ? 'Payout' : 'Refund'} with ID #${id}`;
    if (!intent)
      return ok({ [ID_FIELD[kind]]: id, status: 'REJECTED', failureReason: failureReason('NOT_FOUND', `${label} not found.`) });
    if (!this.d.lifecycle.cancelEnqueued(intent)) {
      return ok({
        [ID_FIELD[kind]]: id,
        status: 'REJECTED',
        failureReason: failureReason('INVALID_STATE', `${label} is not enqueued.`),
      });
    }
    return ok({ [ID_FIELD[kind]]: id, status: 'ACCEPTED' });
  }

  private duplicate(kind: PawapayKind, id: string): WireReply | null {
    const existing = this.d.lifecycle.find('pawapay', id, DIRECTION[kind]);
    if (!existing) return null;
    return ok({ [ID_FIELD[kind]]: id, status: 'DUPLICATE_IGNORED', created: iso(existing.createdAt) });
  }

  private reserve(intent: Intent): void {
    this.d.accounts.adjustFloat(PAWAPAY_FLOAT, intent.currency, -intent.amountMinor);
    intent.floatReserved = true;
  }

  private newIntent(
    kind: PawapayKind,
    id: string,
    amountMinor: number,
    currency: string,
    msisdn: string,
    product: string,
    wire: Record<string, unknown>,
  ): Intent {
    const now = this.d.clock.nowMs();
    const direction = DIRECTION[kind];
    return {
      key: `pawapay:${direction}:${id}`,
      provider: 'pawapay',
      direction,
      id,
      amountMinor,
      currency,
      msisdn,
      product,
      phase: 'accepted',
      createdAt: now,
      updatedAt: now,
      wire,
      callback: {},
      pinAttempts: 0,
      history: [],
    };
  }
}

function ok(body: unknown): WireReply {
  return { status: 200, body };
}

export function rejected(kind: PawapayKind, body: unknown, r: Rejection): WireReply {
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[ID_FIELD[kind]] : undefined;
  const out: Record<string, unknown> = {};
  if (typeof id === 'string') out[ID_FIELD[kind]] = id;
  out['status'] = 'REJECTED';
  out['failureReason'] = failureReason(r.code, r.message);
  return { status: r.http, body: out };
}

/** The provider a pawaPay intent went through (for labels); undefined for unknown codes. */
export function providerName(intent: Intent): string {
  return pawapayProvider(intent.product)?.displayName ?? intent.product;
}
