/**
 * The signals of a farmed referral (reference §7, docs/product-rules/invites.md#held-for-review),
 * read when an invitee qualifies: the invitee signed in from a device the inviter used; paid in from
 * the inviter's own number or one the inviter paid with or was paid to; a device or deposit number
 * that already made another invitee; more of the inviter's invitees signing up from one address
 * within the configured window than allowed. Any of them holds the pay-out for staff; none of them
 * alone proves abuse (fingerprints are weak), so nothing is refused automatically.
 */
import type { HoldReason } from '@nyota/contract/staff/routes-invite';
import type { ReferralRules } from '@nyota/contract/staff/invite-settings-schemas';
import type { Db } from '../../platform/db/database.js';
import { ReferralsRepo, type ReferralRow } from './referrals.repo.js';

/** Reads of other modules, each with its own connection (the settler runs outside any transaction). */
export interface SignalReaders {
  /** The member's sessions, newest first: device and address. */
  sessions(memberId: string): Promise<readonly { deviceId: string; ip: string; createdAt: Date }[]>;
  /** The member's payment intents: id, direction, status and the mobile-money number. */
  payments(memberId: string): Promise<readonly { id: string; msisdn: string }[]>;
  /** The member's own number (E.164). */
  mobile(memberId: string): Promise<string | null>;
}

export interface ReferralSignals {
  deviceId: string | null;
  signupIp: string | null;
  depositNumber: string | null;
  reasons: HoldReason[];
}

const signUpOf = (sessions: readonly { deviceId: string; ip: string; createdAt: Date }[]) =>
  sessions.reduce<(typeof sessions)[number] | null>((a, s) => (a === null || s.createdAt < a.createdAt ? s : a), null);

export async function readSignals(db: Db, r: ReferralRow, rules: ReferralRules, read: SignalReaders): Promise<ReferralSignals> {
  const repo = new ReferralsRepo();
  const [inviteeSessions, inviterSessions, inviteePays, inviterPays, inviterMobile, inviteeMobile] = await Promise.all([
    read.sessions(r.inviteeId),
    read.sessions(r.inviterId),
    read.payments(r.inviteeId),
    read.payments(r.inviterId),
    read.mobile(r.inviterId),
    read.mobile(r.inviteeId),
  ]);
  const signUp = signUpOf(inviteeSessions);
  const devices = [...new Set(inviteeSessions.map((s) => s.deviceId).filter((d) => d !== ''))];
  const inviterDevices = new Set(inviterSessions.map((s) => s.deviceId).filter((d) => d !== ''));
  const depositNumber = inviteePays.find((p) => p.id === r.depositIntentId)?.msisdn ?? null;
  const inviterNumbers = new Set([...inviterPays.map((p) => p.msisdn), ...(inviterMobile ? [inviterMobile] : [])]);
  const reasons: HoldReason[] = [];
  if (devices.some((d) => inviterDevices.has(d))) reasons.push('same_device');
  const inviteeNumbers = [...inviteePays.map((p) => p.msisdn), ...(inviteeMobile ? [inviteeMobile] : [])];
  if (inviteeNumbers.some((n) => inviterNumbers.has(n))) reasons.push('same_number');
  const others = await repo.othersWith(db, r.id, { devices, number: depositNumber });
  if (others.some((o) => o.deviceId !== null && devices.includes(o.deviceId))) reasons.push('repeat_device');
  if (depositNumber !== null && others.some((o) => o.depositNumber === depositNumber)) reasons.push('repeat_number');
  const signupIp = signUp?.ip ?? null;
  if (signupIp !== null && (await burstFrom(db, r, signupIp, rules, read)) > rules.burstMax) reasons.push('ip_burst');
  return { deviceId: signUp?.deviceId || null, signupIp, depositNumber, reasons };
}

/** How many of the inviter's invitees signed up from `ip` within the window around this one (this one included). */
async function burstFrom(db: Db, r: ReferralRow, ip: string, rules: ReferralRules, read: SignalReaders): Promise<number> {
  const around = await new ReferralsRepo().signedUpAround(db, r.inviterId, r.registeredAt, rules.burstMinutes);
  let n = 0;
  for (const other of around) {
    const first = other.signupIp ?? signUpOf(await read.sessions(other.inviteeId))?.ip ?? null;
    if (first === ip) n += 1;
  }
  return n;
}
