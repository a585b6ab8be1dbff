/**
 * The registration wheel (docs/product-rules/registration-wheel.md). A guest device is shown the
 * hash of its server seed before it spins; its one spin draws a segment from that seed, its client
 * seed and nonce 0 with packages/fairness, and reveals the seed at once (there is no second spin
 * to protect). The prize waits, bound to the device, until the device's next sign-up: that new
 * account, and no other, receives it once through the reward path, if eligibility allows a bonus.
 * The campaign's audience is asked for a guest (a new member who has not deposited): `depositors`
 * shows the wheel to nobody; every other audience takes every guest.
 */
import {
  regWheelTable as regWheelTableSchema,
  type RegSpinView,
  type RegisterSpinData,
  type RegWheelPrize,
} from '@nyota/contract/api/registration-wheel';
import { ErrorCode } from '@nyota/contract/error-codes';
import { DEFAULT_REGISTRATION_WHEEL, type RegistrationWheelSettings } from '@nyota/contract/staff/registration-wheel-schema';
import { hashServerSeed, newClientSeed, newServerSeed } from '@nyota/fairness';
import { spinWheel, wheelTableHash } from '@nyota/fairness/wheel';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { readOfferSettings } from '../offers/index.js';
import { RegWheelGrants, type BonusGranter } from './reg-wheel-grants.js';
import { RegistrationSpinsRepo, type StoredSpin } from './registration-wheel.repo.js';
import { regWheelTable } from './wheel-table.js';

const HOUR_MS = 3_600_000;

export interface RegWheelLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RegistrationWheelDeps {
  db: Db;
  clock: Clock;
  rewards: BonusGranter['rewards'];
  bonus: BonusGranter['bonus'];
  eligibility: EligibilityService;
  log: RegWheelLogger;
}

export class RegistrationWheelService {
  private readonly repo = new RegistrationSpinsRepo();
  private readonly grants: RegWheelGrants;

  constructor(private readonly d: RegistrationWheelDeps) {
    this.grants = new RegWheelGrants(d);
  }

  async settings(): Promise<RegistrationWheelSettings> {
    return (await readOfferSettings(this.d.db)).registrationWheel ?? DEFAULT_REGISTRATION_WHEEL;
  }

  /** GET: the prizes; for a guest device its commitment (made now if it has none) or its spin; for a member the prize credited. */
  async view(memberId: string | null, deviceId: string): Promise<RegisterSpinData> {
    const s = await this.settings();
    const now = this.d.clock.now();
    // Only guests spin, so the audience is asked for a guest: a new member who has not deposited.
    const enable = (await this.d.eligibility.campaign(s, null, now)).ok;
    const prizes = s.segments.map(({ bonusType, bonusAmount, txt, weight }) => ({ bonusType, bonusAmount, txt, weight }));
    const base = { enable, prizes, serverSeedHash: null, spin: null, granted: null };
    if (memberId) {
      const claimed = await this.repo.byMember(this.d.db, memberId);
      return { ...base, granted: claimed ? prizeOf(claimed) : null };
    }
    if (!deviceId) return base;
    const row = (await this.repo.byDevice(this.d.db, deviceId)) ?? (enable ? await this.commit(deviceId) : undefined);
    if (!row) return base;
    if (!row.spunAt) return { ...base, serverSeedHash: row.serverSeedHash };
    return { ...base, spin: spinView(row, now) };
  }

  /** POST: the device's one spin (a repeat answers the first spin again). Guests only. */
  async spin(memberId: string | null, deviceId: string, clientSeed: string | undefined): Promise<RegSpinView> {
    if (memberId) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.reg_wheel_guests_only');
    if (!deviceId) throw new AppError(ErrorCode.VALIDATION, 'errors.reg_wheel_no_device');
    const s = await this.settings();
    const now = this.d.clock.now();
    const row = (await this.repo.byDevice(this.d.db, deviceId)) ?? (await this.commit(deviceId));
    if (row.spunAt) return spinView(row, now);
    const live = await this.d.eligibility.campaign(s, null, now);
    if (!live.ok) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, live.messageKey);
    const table = regWheelTable(s);
    const seed = clientSeed ?? newClientSeed();
    const drawn = spinWheel(table, { serverSeed: row.serverSeed, clientSeed: seed, nonce: row.nonce });
    const segment = s.segments[drawn.segmentIndex];
    if (!segment) throw new Error(`registration wheel drew segment ${drawn.segmentIndex} of ${s.segments.length}`);
    const spun = await this.repo.spin(this.d.db, deviceId, {
      clientSeed: seed,
      tableJson: JSON.stringify(table),
      tableHash: wheelTableHash(table),
      segmentIndex: drawn.segmentIndex,
      bonusType: segment.bonusType,
      bonusAmount: segment.bonusAmount,
      txt: segment.txt,
      spunAt: now,
      expiresAt: new Date(now.getTime() + s.claimHours * HOUR_MS),
    });
    // A concurrent spin of the same device recorded first: answer that one.
    const final = spun ?? (await this.repo.byDevice(this.d.db, deviceId));
    if (!final) throw new Error(`registration spin of ${deviceId} vanished`);
    return spinView(final, now);
  }

  /**
   * Auth's sign-up listener: pays the device's waiting prize to the account just created. It never
   * throws (a sign-up must not fail for a bonus); a refusal is logged and the spin stays unclaimed.
   */
  async onSignedUp(memberId: string, deviceId: string): Promise<void> {
    if (!deviceId) return;
    try {
      const row = await this.repo.byDevice(this.d.db, deviceId);
      const now = this.d.clock.now();
      if (!row?.spunAt || row.memberId !== null || !row.expiresAt || row.expiresAt <= now) return;
      const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
      if (!allowed.ok) {
        this.d.log.warn({ memberId, reason: allowed.reason }, 'registration wheel prize not paid: not eligible');
        return;
      }
      await this.grants.claim(memberId, deviceId, await this.settings());
    } catch (err) {
      this.d.log.error({ err, memberId }, 'registration wheel prize not paid');
    }
  }

  private async commit(deviceId: string): Promise<StoredSpin> {
    const serverSeed = newServerSeed();
    await this.repo.commit(this.d.db, {
      deviceId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      at: this.d.clock.now(),
    });
    const row = await this.repo.byDevice(this.d.db, deviceId);
    if (!row) throw new Error(`registration spin commitment of ${deviceId} vanished`);
    return row;
  }
}

function prizeOf(row: StoredSpin): RegWheelPrize {
  return { bonusType: row.bonusType ?? 0, bonusAmount: row.bonusAmount ?? 0, txt: row.txt ?? '' };
}

function spinView(row: StoredSpin, now: Date): RegSpinView {
  const expiresAt = row.expiresAt ?? now;
  const status = row.memberId !== null ? 'granted' : expiresAt <= now ? 'expired' : 'waiting';
  return {
    ...prizeOf(row),
    segmentIndex: row.segmentIndex ?? 0,
    status,
    expiresAt: expiresAt.toISOString(),
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed ?? '',
    nonce: row.nonce,
    tableHash: row.tableHash ?? '',
    table: regWheelTableSchema.parse(row.table),
  };
}
