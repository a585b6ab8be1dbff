/**
 * The voucher and promotion calls through the whole app (answer checks parse every answer against
 * the contract): a guest reads promotions in their language; a member claims a voucher promotion,
 * lists it valid, uses it once (a second use is refused in their language, nothing changed), finds
 * it in used; bad paging is refused; the game promotion answers for the featured game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamePromotion } from '@nyota/contract/api/games';
import type { PromotionsData, PromotionView } from '@nyota/contract/api/promotions';
import { voucherPaths } from '@nyota/contract/api/paths-vouchers';
import { routes } from '@nyota/contract/api/routes';
import type { UseVoucherData, ValidVouchersData, VoucherPageData } from '@nyota/contract/api/vouchers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { GameId } from '@nyota/contract/games-constants';
import { createTestApp, envelope, type TestApp } from '../../test-support/test-app.js';
import { call, get, signUp, type SignedUp } from '../auth/auth.test-kit.js';

let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
});
afterAll(() => t.close());

async function read<T>(path: string, query: Record<string, string> = {}, opts: { token?: string; lang?: string } = {}) {
  const qs = new URLSearchParams(query).toString();
  const headers: Record<string, string> = opts.lang ? { lang: opts.lang } : {};
  const res = await get(t, qs ? `${path}?${qs}` : path, { ...(opts.token ? { token: opts.token } : {}), headers });
  expect(res.statusCode).toBe(200);
  return envelope<T>(res);
}

describe('voucher and promotion calls', () => {
  it('lists promotions to a guest in Kiswahili', async () => {
    const env = await read<PromotionsData>(voucherPaths.promotions.path, {}, { lang: 'sw' });
    expect(env.code).toBe(0);
    expect(env.data.list.map((p) => p.title)).toEqual(['Vocha ya karibu', 'Vocha za kuweka pesa', 'Aviator: paa juu zaidi']);
  });

  it('claims, lists, uses once and pages a voucher', async () => {
    const { data } = await read<PromotionsData>(voucherPaths.promotions.path, {}, { token: member.token });
    const welcome = data.list[0];
    const claimed = await call<PromotionView>(
      t,
      voucherPaths.promotionClaim.path,
      { id: welcome?.id ?? '' },
      { token: member.token },
    );
    expect(claimed).toMatchObject({ code: 0, data: { claimed: true } });
    const valid = await read<ValidVouchersData>(voucherPaths.vouchersValid.path, {}, { token: member.token });
    expect(valid.data).toMatchObject({
      balance: 200,
      list: [{ name: 'Welcome voucher', amount: 200, copies: 1, status: 'valid' }],
    });
    const id = valid.data.list[0]?.voucherId ?? '';
    const used = await call<UseVoucherData>(t, voucherPaths.voucherUse.path, { id }, { token: member.token });
    expect(used).toMatchObject({ code: 0, data: { paid: 200, depositNo: null, used: { status: 'used' } } });
    const again = await call(t, voucherPaths.voucherUse.path, { id }, { token: member.token, headers: { lang: 'sw' } });
    expect(again).toEqual({ code: ErrorCode.OFFER_UNAVAILABLE, msg: 'Vocha hii imetumika yote au imeisha muda', data: null });
    const page = await read<VoucherPageData>(voucherPaths.vouchersUsed.path, { size: '1' }, { token: member.token });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.nextMaxId).toBe(page.data.list[0]?.id);
    const next = await read<VoucherPageData>(
      voucherPaths.vouchersUsed.path,
      { size: '1', maxId: page.data.nextMaxId ?? '' },
      { token: member.token },
    );
    expect(next.data).toEqual({ list: [], nextMaxId: null });
    const expired = await read<VoucherPageData>(voucherPaths.vouchersExpired.path, {}, { token: member.token });
    expect(expired.data).toEqual({ list: [], nextMaxId: null });
  });

  it('refuses bad paging and a guest', async () => {
    expect((await read(voucherPaths.vouchersUsed.path, { size: '0' }, { token: member.token })).code).toBe(ErrorCode.VALIDATION);
    expect((await read(voucherPaths.vouchersExpired.path, { maxId: 'x' }, { token: member.token })).code).toBe(
      ErrorCode.VALIDATION,
    );
    expect((await read(voucherPaths.vouchersValid.path)).code).toBe(401);
  });

  it('answers the game promotion for the featured game', async () => {
    const promo = await read<GamePromotion>(routes.gamePromotion.path, { id: String(GameId.AVIATOR) });
    expect(promo.data).toMatchObject({
      enable: true,
      title: 'Aviator: fly higher',
      games: [{ id: GameId.AVIATOR, name: 'Aviator' }],
    });
  });
});
