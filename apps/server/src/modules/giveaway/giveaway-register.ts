/**
 * A guest's sign-up that claims a present in the same call (POST /giveaway/register). The sign-up
 * is auth's own (`AuthService.register`: password rules, the OTP check of config type 160, mobile
 * taken, 18+), not a copy. What the guest may claim is checked before the account is made; a claim
 * that fails after it (a budget spent meanwhile, a device already used) leaves the account made and
 * signed in, with the reason in `claimError`.
 */
import type { GiveawayRegisterData } from '@nyota/contract/api/giveaway';
import type { LoginData } from '@nyota/contract/api/member';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/http/i18n.js';
import type { AuthClient, RegInput } from '../auth/index.js';
import { claimView, type GiveawayService } from './giveaway.service.js';

export interface RegisterDeps {
  register: (input: RegInput, client: AuthClient) => Promise<LoginData>;
  /** The member id of an E.164 mobile (members). */
  memberIdOf: (mobileE164: string) => Promise<string | null>;
  toE164: (mobile: string) => string | null;
  /** The member's info after the claim, so the answer shows the new balance. */
  memberInfo: (memberId: string) => Promise<LoginData['memberInfo']>;
}

export async function registerAndClaim(
  svc: GiveawayService,
  d: RegisterDeps,
  input: RegInput & { id: number },
  client: AuthClient,
): Promise<GiveawayRegisterData> {
  const { round, present } = await svc.checkGuestPresent(input.id);
  const login = await d.register(input, client);
  const e164 = d.toE164(input.mobile);
  const memberId = e164 ? await d.memberIdOf(e164) : null;
  if (!memberId) throw new Error('giveaway register: the account just made was not found');
  try {
    const claim = await svc.claimFor(memberId, round, present, client.deviceId);
    return { ...login, memberInfo: await d.memberInfo(memberId), claim: claimView(claim), claimError: null };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ...login, claim: null, claimError: translate(client.lang, err.key, err.params) };
  }
}
