/**
 * The market as served to the web app (index.html's market block, GET /config-service/market): the
 * deployment's market (preset, SUPPORT_*, USSD_CODE, HOME_SLIDES) with the staff's market texts
 * override (global_config MARKET_TEXTS, docs/staff-console.md#market-settings) over it. Kept per
 * node until a save drops it here and, via the bus, on the other nodes.
 */
import { ConfigType } from '@nyota/contract/constants';
import type { ServedMarket } from '@nyota/contract/home-slides';
import { CONTACT_CHANNEL_KINDS, type ContactChannelKind } from '@nyota/contract/markets';
import { marketTextsSettingSchema, type MarketTexts } from '@nyota/contract/staff/settings-schemas';
import type { Db } from '../../platform/db/database.js';
import type { SettingsRepo } from './settings.repo.js';

export function withMarketTexts(base: ServedMarket, texts: MarketTexts): ServedMarket {
  const contact: Partial<Record<ContactChannelKind, string>> = { ...base.contact };
  for (const kind of CONTACT_CHANNEL_KINDS) {
    const value = texts.contact[kind];
    // An empty value hides the channel, as an empty SUPPORT_* does.
    if (value) contact[kind] = value;
    else if (value === '') delete contact[kind];
  }
  return {
    ...base,
    contact,
    ussdCode: texts.ussdCode ?? base.ussdCode,
    homeSlides: texts.homeSlides ?? base.homeSlides,
  };
}

export class ServedMarketSource {
  private cached: Promise<ServedMarket> | null = null;
  private generation = 0;

  constructor(
    private readonly base: ServedMarket,
    private readonly db: Db,
    private readonly repo: SettingsRepo,
  ) {}

  current(): Promise<ServedMarket> {
    const generation = this.generation;
    const reading = (this.cached ??= this.read().catch((e: unknown) => {
      if (this.generation === generation) this.cached = null;
      throw e;
    }));
    return reading;
  }

  invalidate(): void {
    this.generation += 1;
    this.cached = null;
  }

  private async read(): Promise<ServedMarket> {
    const content = await this.repo.live(this.db, ConfigType.MARKET_TEXTS);
    if (content === undefined) return this.base;
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch {
      return this.base;
    }
    const parsed = marketTextsSettingSchema.safeParse(raw);
    return parsed.success ? withMarketTexts(this.base, parsed.data) : this.base;
  }
}
