/**
 * Adverts by placement and label (docs/product-rules/adverts-and-download.md). The home banner's
 * adverts are the served market's home slides, so the carousel and the advert calls can never
 * disagree and a staff edit of the slides reaches both; the home pop-ups are the offers whose
 * feature exists (contract adverts.ts).
 */
import {
  ADVERT_LABELS,
  ADVERT_TYPE,
  HOME_POPUP_ADVERTS,
  advertOfSlide,
  type Advert,
  type AdvertLabel,
  type AdvertTypeId,
} from '@nyota/contract/adverts';
import type { ServedMarket } from '@nyota/contract/home-slides';

export interface AdvertsByLabel {
  label: AdvertLabel;
  adverts: Advert[];
}

export class AdvertsService {
  constructor(private readonly market: { current(): Promise<ServedMarket> }) {}

  async byType(typeId: AdvertTypeId): Promise<Advert[]> {
    if (typeId === ADVERT_TYPE.HOME_BANNER) return (await this.market.current()).homeSlides.map(advertOfSlide);
    return [...HOME_POPUP_ADVERTS];
  }

  /** Label order, then the placement's own order within a label; empty labels are left out. */
  async withLabels(typeId: AdvertTypeId): Promise<AdvertsByLabel[]> {
    const adverts = await this.byType(typeId);
    return ADVERT_LABELS.map((label) => ({ label, adverts: adverts.filter((a) => a.label === label.id) })).filter(
      (group) => group.adverts.length > 0,
    );
  }

  labels(): Promise<AdvertLabel[]> {
    return Promise.resolve([...ADVERT_LABELS]);
  }
}
