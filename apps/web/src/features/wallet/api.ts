/**
 * The wallet's server state: query options and calls (docs/product-rules/wallet.md#calls). Member-scoped keys start
 * with ME_KEY so a logout drops them, and a balance push (which invalidates ME_KEY) refreshes them.
 * Types only from the contract: its zod schemas stay out of the bundle.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DepositChannel, MemberTax, PayItem, WithdrawChannel, WithdrawRecord } from '@nyota/contract/api/payments';
import type { MemberBalance } from '@nyota/contract/api/wallet';
import type { PayBillDepositData } from '@nyota/contract/api/pay-bill';
import type { NormalDepositData, PackDepositData, PromotionDepositData } from '@nyota/contract/api/deposit-offers';
import { depositOfferPaths as offers } from '@nyota/contract/api/deposit-offer-paths';
import { ConfigType } from '@nyota/contract/constants';
import { api, call } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';
import type { DepositState } from './deposit-watch';
import { parseDepositSettings, parseWithdrawSettings } from './wallet-config';

const MINUTE = 60_000;

export const BALANCE_KEY = [...ME_KEY, 'balance'] as const;

export const balanceQuery = queryOptions({
  queryKey: BALANCE_KEY,
  queryFn: ({ signal }): Promise<MemberBalance> => call('memberBalance', {}, { signal }),
  // The withdraw form checks amounts against it: always fresh when the form opens.
  staleTime: 0,
});

export const depositSettingsQuery = queryOptions({
  queryKey: ['config', ConfigType.TAX],
  queryFn: async ({ signal }) => parseDepositSettings(await call('queryGlobalByType', { type: ConfigType.TAX }, { signal })),
  staleTime: MINUTE,
});

export const withdrawSettingsQuery = queryOptions({
  queryKey: ['config', ConfigType.WITHDRAW],
  queryFn: async ({ signal }) =>
    parseWithdrawSettings(await call('queryGlobalByType', { type: ConfigType.WITHDRAW }, { signal })),
  staleTime: MINUTE,
});

export const payItemsQuery = queryOptions({
  queryKey: ['wallet', 'pay-items'],
  queryFn: ({ signal }): Promise<PayItem[]> => call('payItems', {}, { signal }),
  staleTime: 10 * MINUTE,
});

/** Member-scoped: the operator of the member's number comes preselected. */
export const depositChannelsQuery = queryOptions({
  queryKey: [...ME_KEY, 'deposit-channels'],
  queryFn: ({ signal }): Promise<DepositChannel[]> => call('depositChannels', {}, { signal }),
  staleTime: 10 * MINUTE,
});

export function depositTaxQuery(amount: number) {
  return queryOptions({
    queryKey: ['wallet', 'deposit-tax', amount],
    queryFn: ({ signal }) => call('depositTax', { amount: String(amount) }, { signal }),
    staleTime: 5 * MINUTE,
  });
}

export const withdrawChannelsQuery = queryOptions({
  queryKey: ['wallet', 'withdraw-channels'],
  queryFn: ({ signal }): Promise<WithdrawChannel[]> => call('withdrawChannels', {}, { signal }),
  staleTime: 10 * MINUTE,
});

/** Fee, withholding tax and net of a withdrawal: depends on the member's recent deposits. */
export function memberTaxQuery(money: number, channel: number) {
  return queryOptions({
    queryKey: [...ME_KEY, 'withdraw-tax', money, channel],
    queryFn: ({ signal }): Promise<MemberTax> =>
      call('withdrawMemberTax', { money: String(money), channel: String(channel) }, { signal }),
    staleTime: 30_000,
  });
}

export function lastWithdrawalQuery(channel: number) {
  return queryOptions({
    queryKey: [...ME_KEY, 'last-withdrawal', channel],
    queryFn: ({ signal }): Promise<WithdrawRecord | null> =>
      call('withdrawLastSuccessful', { channel: String(channel) }, { signal }),
    staleTime: 5 * MINUTE,
  });
}

export interface DepositRequest {
  /** 0 when no pay item matches the amount (docs/product-rules/wallet.md#calls). */
  itemId: number;
  payMoney: number;
  payChannel: number;
}

export function initDeposit(req: DepositRequest): Promise<{ redirectUrl: string }> {
  return call('depositInit', {
    itemId: String(req.itemId),
    payMoney: String(req.payMoney),
    payChannel: String(req.payChannel),
  });
}

/** sync=1: the server asks the operator when the deposit is still open. */
export function fetchDepositResult(transNo: string, signal: AbortSignal): Promise<DepositState> {
  return call('depositResult', { transNo, sync: true }, { signal });
}

export interface WithdrawRequest {
  money: number;
  channel: number;
  channelCode: string;
}

export function initWithdraw(req: WithdrawRequest): Promise<WithdrawRecord> {
  return call('withdrawInit', { money: String(req.money), channel: String(req.channel), payChannel: req.channelCode });
}

/** The PayBill tab (docs/product-rules/pay-bill.md): steps come in the asked language. */
export function payBillQuery(lang: string) {
  return queryOptions({
    queryKey: ['wallet', 'paybill', lang],
    queryFn: ({ signal }): Promise<PayBillDepositData> => call('payBillDeposit', {}, { signal }),
    staleTime: 10 * MINUTE,
  });
}

/** The offers of the Package tab (docs/product-rules/deposit-offers.md#web), read together. */
export interface PackageOffers {
  pack: PackDepositData;
  promotion: PromotionDepositData;
  normal: NormalDepositData;
}

export function packageOffersQuery(lang: string) {
  return queryOptions({
    queryKey: [...ME_KEY, 'package-offers', lang],
    queryFn: async ({ signal }): Promise<PackageOffers> => {
      const get = <T>(r: { method: string; path: string }) => api.request<T>(r.method, r.path, {}, { signal });
      const [pack, promotion, normal] = await Promise.all([
        get<PackDepositData>(offers.packDepositBonus),
        get<PromotionDepositData>(offers.promotionDepositBonus),
        get<NormalDepositData>(offers.normalDepositBonus),
      ]);
      return { pack, promotion, normal };
    },
    // The member's states (bought, taken, checked in) change with each deposit.
    staleTime: 0,
  });
}

/** The seeds: the Package tab shows while the pack, promotion or normal offer is on. */
export const packageShown = (o: PackageOffers | undefined): boolean =>
  o !== undefined && (o.pack.enable || o.promotion.enable || o.normal.enable);
