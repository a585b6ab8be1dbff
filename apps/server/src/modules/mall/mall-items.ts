/** Rules of a mall item read from the setting: on sale now, its name in the caller's language, its ledger unit. */
import type { MallItem, MallPaymentTypeValue } from '@nyota/contract/staff/mall-settings-schemas';

export function onSale(item: MallItem, now: Date): boolean {
  if (!item.enabled) return false;
  if (item.startAt !== null && now < new Date(item.startAt)) return false;
  if (item.endAt !== null && now >= new Date(item.endAt)) return false;
  return true;
}

export function nameIn(item: Pick<MallItem, 'name'>, lang: string): string {
  return lang === 'sw' ? item.name.sw : item.name.en;
}

/** paymentType 1 is paid in coins, 2 in diamonds (the ledger units of reward types 3 and 4). */
export function unitOf(paymentType: MallPaymentTypeValue): 'coin' | 'diamond' {
  return paymentType === 1 ? 'coin' : 'diamond';
}
