/**
 * The promotions every market starts with (staff change or switch them off): a welcome voucher
 * usable at once, a deposit voucher in three copies, and a featured game. Amounts are scaled to
 * the market's currency from the Zambian figures (K1 is worth about KSh5, USh150, GH₵1).
 */
import type { MarketCode } from '@nyota/contract/markets';
import type { Promotion } from '@nyota/contract/staff/promotion-schemas';
import { GameId } from '@nyota/contract/games-constants';

const SCALE: Record<MarketCode, number> = { zm: 1, ke: 5, ug: 150, gh: 1 };

const BASE = {
  enabled: true,
  startsAt: null,
  endsAt: null,
  audience: 'everyone',
  imageUrl: null,
} as const;

export function defaultPromotions(market: MarketCode): { slug: string; value: Promotion }[] {
  const k = (units: number) => units * 100 * SCALE[market];
  return [
    {
      slug: 'welcome-voucher',
      value: {
        ...BASE,
        kind: 'voucher',
        budget: k(20_000),
        gameIds: [],
        sort: 10,
        texts: {
          en: {
            title: 'Welcome voucher',
            body: 'Claim a free voucher and use it from your Coupons page: its value goes to your balance.',
          },
          sw: {
            title: 'Vocha ya karibu',
            body: 'Dai vocha ya bure na uitumie kwenye ukurasa wa Kuponi: thamani yake inaingia kwenye salio lako.',
          },
        },
        terms: {
          en: 'One voucher per player. Use it within 7 days or it expires. Not for players who are self-excluded, on a time-out or limit-locked.',
          sw: 'Vocha moja kwa kila mchezaji. Itumie ndani ya siku 7 au itaisha muda. Si kwa wachezaji waliojitenga, walio kwenye mapumziko au waliofungiwa kwa kikomo.',
        },
        voucher: { name: 'Welcome voucher', amount: k(2), copies: 1, minAmount: 0, validDays: 7 },
      },
    },
    {
      slug: 'deposit-voucher',
      value: {
        ...BASE,
        kind: 'voucher',
        budget: k(100_000),
        gameIds: [],
        sort: 20,
        texts: {
          en: {
            title: 'Deposit vouchers',
            body: 'Three vouchers: use one with each deposit of at least the minimum and get its value on top.',
          },
          sw: {
            title: 'Vocha za kuweka pesa',
            body: 'Vocha tatu: tumia moja kwa kila uwekaji wa angalau kiwango cha chini na upate thamani yake juu.',
          },
        },
        terms: {
          en: 'Each copy is used with one deposit made after you claimed it. Valid for 14 days. One claim per player.',
          sw: 'Kila nakala hutumika na uwekaji mmoja uliofanywa baada ya kuidai. Halali kwa siku 14. Dai moja kwa kila mchezaji.',
        },
        voucher: { name: 'Deposit voucher', amount: k(5), copies: 3, minAmount: k(50), validDays: 14 },
      },
    },
    {
      slug: 'aviator-week',
      value: {
        ...BASE,
        kind: 'game',
        budget: 0,
        gameIds: [GameId.AVIATOR],
        sort: 30,
        texts: {
          en: { title: 'Aviator: fly higher', body: 'Our featured game. Cash out before the plane flies away; up to 200x.' },
          sw: { title: 'Aviator: paa juu zaidi', body: 'Mchezo wetu maalum. Toa pesa kabla ndege haijaruka; hadi mara 200.' },
        },
        terms: {
          en: 'A featured game, no bonus attached. Play responsibly: set limits in Safer play.',
          sw: 'Mchezo maalum, bila bonasi. Cheza kwa uwajibikaji: weka vikomo kwenye Cheza salama.',
        },
        voucher: null,
      },
    },
  ];
}
