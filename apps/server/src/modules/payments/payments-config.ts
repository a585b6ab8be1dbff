/**
 * The deposit (type 6000) and withdraw (type 6002) configuration, read on every call like the rest
 * of the global config (an operator's change applies at once on every node), and the tax rules in
 * force on a day. A missing or unreadable document switches the operation off rather than guessing
 * limits for real money.
 */
import { ConfigType } from '@nyota/contract/constants';
import { depositConfigSchema, withdrawConfigSchema, type DepositConfig, type WithdrawConfig } from '@nyota/contract/api/payments';
import { taxRuleOn, type MarketPreset } from '@nyota/contract/markets';
import type { ConfigService } from '../config/index.js';
import type { DepositTaxSettings, Rounding } from './payment-math.js';
import { localDay } from '../../platform/time/local-day.js';

export interface ConfigLogger {
  error(obj: object, msg: string): void;
}

export class PaymentsConfig {
  constructor(
    private readonly config: ConfigService,
    private readonly log: ConfigLogger,
  ) {}

  /** null when absent or invalid (deposits are then refused as disabled). */
  async deposit(): Promise<DepositConfig | null> {
    return this.read(ConfigType.TAX, (v) => depositConfigSchema.safeParse(v));
  }

  async withdraw(): Promise<WithdrawConfig | null> {
    return this.read(ConfigType.WITHDRAW, (v) => withdrawConfigSchema.safeParse(v));
  }

  private async read<T>(type: number, parse: (v: unknown) => { success: true; data: T } | { success: false }): Promise<T | null> {
    const [first] = await this.config.globalByType(type);
    if (!first) {
      this.log.error({ type }, 'payment configuration missing');
      return null;
    }
    let value: unknown;
    try {
      value = JSON.parse(first.content);
    } catch {
      this.log.error({ type }, 'payment configuration is not JSON');
      return null;
    }
    const parsed = parse(value);
    if (!parsed.success) {
      this.log.error({ type }, 'payment configuration does not match its schema');
      return null;
    }
    return parsed.data;
  }
}

/** Deposit tax: the configured rate, or the market's dated EXCISE-on-deposit rule (Kenya 5% from July 2025). */
export function depositTaxSettings(cfg: DepositConfig, market: MarketPreset, now: Date): DepositTaxSettings {
  const rule = cfg.taxRate === null ? taxRuleOn(market, 'EXCISE', 'deposit', localDay(now, market.timeZone)) : undefined;
  return {
    taxRate: cfg.taxRate ?? rule?.rate ?? 0,
    rounding: rule?.rounding ?? 'down',
    subsidyRate: cfg.subsidyRate,
    subsidyRange: cfg.subsidyRange,
  };
}

export interface WithholdingRule {
  rate: number;
  rounding: Rounding;
  base: 'net_winnings' | 'withdrawal';
}

/**
 * Withholding on a withdrawal: the configured rate applies the net-of-deposits rule
 * (docs/product-rules/wallet-tax.md#the-rule-we-apply); with no configured rate the market's dated
 * WHT rule in force that day decides (a flat rule on every withdrawal first, then WHT on net
 * winnings). No rule, no tax.
 *
 * The seed quotes 10%; the dated Zambian rule (markets.ts, ZRA) is 15% on winnings since 2023, so
 * the shipped config (taxRate null) withholds 15% in Zambia. An operator who must apply the seed's
 * 10% sets taxRate 1000 in config 6002; Kenya's flat 5% on withdrawals from July 2025 and Ghana's
 * 10% follow from their own dated rules.
 */
export function withholdingRule(cfg: WithdrawConfig, market: MarketPreset, now: Date): WithholdingRule {
  if (cfg.taxRate !== null) return { rate: cfg.taxRate, rounding: 'down', base: 'net_winnings' };
  const day = localDay(now, market.timeZone);
  const flat = taxRuleOn(market, 'WHT', 'withdrawal', day);
  if (flat) return { rate: flat.rate, rounding: flat.rounding, base: 'withdrawal' };
  const winnings = taxRuleOn(market, 'WHT', 'net_winnings', day);
  if (winnings) return { rate: winnings.rate, rounding: winnings.rounding, base: 'net_winnings' };
  return { rate: 0, rounding: 'down', base: 'net_winnings' };
}
