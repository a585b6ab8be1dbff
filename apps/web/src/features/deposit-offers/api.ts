/**
 * The deposit offers' calls, by path (deposit-offer-paths.ts): they are not in the first screen's
 * route table, so only this lazy chunk carries them. Types come from the contract by `import type`.
 */
import type {
  FirstDepositClaimData,
  FirstDepositData,
  NormalDepositData,
  PackDepositData,
  PromotionDepositData,
} from '@nyota/contract/api/deposit-offers';
import { depositOfferPaths as p } from '@nyota/contract/api/deposit-offer-paths';
import { api } from '../../shared/api/client';

export const firstDepositKey = ['offers', 'first-deposit'] as const;

export function fetchFirstDeposit(signal?: AbortSignal): Promise<FirstDepositData> {
  return api.request<FirstDepositData>(p.firstDepositBonus.method, p.firstDepositBonus.path, {}, { signal });
}

export function claimFirstDeposit(payMoney: number, payChannel: number): Promise<FirstDepositClaimData> {
  const { method, path } = p.firstDepositBonusClaim;
  return api.request<FirstDepositClaimData>(method, path, { itemId: 0, payMoney, payChannel });
}

export const packDepositKey = ['offers', 'pack-deposit'] as const;

export function fetchPackDeposit(signal?: AbortSignal): Promise<PackDepositData> {
  return api.request<PackDepositData>(p.packDepositBonus.method, p.packDepositBonus.path, {}, { signal });
}

export function claimPack(itemId: number, payMoney: number, payChannel: number): Promise<FirstDepositClaimData> {
  const { method, path } = p.packDepositBonusClaim;
  return api.request<FirstDepositClaimData>(method, path, { itemId, payMoney, payChannel });
}

export const promotionDepositKey = ['offers', 'promotion-deposit'] as const;

export function fetchPromotionDeposit(signal?: AbortSignal): Promise<PromotionDepositData> {
  return api.request<PromotionDepositData>(p.promotionDepositBonus.method, p.promotionDepositBonus.path, {}, { signal });
}

export function claimPromotion(itemId: number, payMoney: number, payChannel: number): Promise<FirstDepositClaimData> {
  const { method, path } = p.promotionDepositBonusClaim;
  return api.request<FirstDepositClaimData>(method, path, { itemId, payMoney, payChannel });
}

export const normalDepositKey = ['offers', 'normal-deposit'] as const;

export function fetchNormalDeposit(signal?: AbortSignal): Promise<NormalDepositData> {
  return api.request<NormalDepositData>(p.normalDepositBonus.method, p.normalDepositBonus.path, {}, { signal });
}

export function claimNormal(itemId: number, payMoney: number, payChannel: number): Promise<FirstDepositClaimData> {
  const { method, path } = p.normalDepositBonusClaim;
  return api.request<FirstDepositClaimData>(method, path, { itemId, payMoney, payChannel });
}
