/**
 * The money outside the merchant: payers' and recipients' wallets (created on first sight with a
 * default balance) and the merchant's float per provider account and currency.
 */
import type { SandboxStore } from './store.js';
import { prefixNetwork, type Network } from './networks.js';
import type { Subscriber } from './types.js';

export class Accounts {
  constructor(
    private readonly store: SandboxStore,
    private readonly defaults: { subscriberBalanceMinor: number; floatMinor: number },
  ) {}

  subscriber(msisdn: string): Subscriber {
    const all = this.store.data.subscribers;
    let s = all[msisdn];
    if (!s) {
      s = { msisdn, registered: true, balanceMinor: this.defaults.subscriberBalanceMinor };
      all[msisdn] = s;
    }
    return s;
  }

  /** The network the number is really on: a ported number's record wins over its prefix. */
  networkOf(msisdn: string): Network | null {
    return this.store.data.subscribers[msisdn]?.network ?? prefixNetwork(msisdn);
  }

  update(msisdn: string, patch: { registered?: boolean; balanceMinor?: number; network?: Network | null }): Subscriber {
    const s = this.subscriber(msisdn);
    if (patch.registered !== undefined) s.registered = patch.registered;
    if (patch.balanceMinor !== undefined) s.balanceMinor = patch.balanceMinor;
    if (patch.network === null) delete s.network;
    else if (patch.network !== undefined) s.network = patch.network;
    this.store.touch();
    return s;
  }

  debitWallet(msisdn: string, minor: number): void {
    const s = this.subscriber(msisdn);
    s.balanceMinor = Math.max(0, s.balanceMinor - minor);
  }

  creditWallet(msisdn: string, minor: number): void {
    this.subscriber(msisdn).balanceMinor += minor;
  }

  float(account: string, currency: string): number {
    const key = `${account}:${currency}`;
    const floats = this.store.data.floats;
    if (floats[key] === undefined) floats[key] = this.defaults.floatMinor;
    return floats[key];
  }

  setFloat(account: string, currency: string, minor: number): void {
    this.store.data.floats[`${account}:${currency}`] = minor;
    this.store.touch();
  }

  adjustFloat(account: string, currency: string, deltaMinor: number): void {
    this.store.data.floats[`${account}:${currency}`] = this.float(account, currency) + deltaMinor;
  }
}
