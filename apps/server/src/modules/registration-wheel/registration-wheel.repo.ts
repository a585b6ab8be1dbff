/** registration_spins (migration 0044): Kysely only. */
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { RegistrationSpinsTable } from '../../platform/db/schema.js';

export interface StoredSpin {
  id: string;
  deviceId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string | null;
  nonce: number;
  /** The exact table that decided it, as stored (parsed by the service). */
  table: unknown;
  tableHash: string | null;
  segmentIndex: number | null;
  bonusType: number | null;
  bonusAmount: number | null;
  txt: string | null;
  spunAt: Date | null;
  expiresAt: Date | null;
  memberId: string | null;
  claimedAt: Date | null;
}

export interface SpinOutcome {
  clientSeed: string;
  tableJson: string;
  tableHash: string;
  segmentIndex: number;
  bonusType: number;
  bonusAmount: number;
  txt: string;
  spunAt: Date;
  expiresAt: Date;
}

type Row = Selectable<RegistrationSpinsTable>;

function toSpin(r: Row): StoredSpin {
  return {
    id: String(r.id),
    deviceId: r.device_id,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    table: r.wheel_table,
    tableHash: r.table_hash,
    segmentIndex: r.segment_index,
    bonusType: r.bonus_type,
    bonusAmount: r.bonus_amount === null ? null : Number(r.bonus_amount),
    txt: r.txt,
    spunAt: r.spun_at === null ? null : new Date(r.spun_at),
    expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
    memberId: r.member_id === null ? null : String(r.member_id),
    claimedAt: r.claimed_at === null ? null : new Date(r.claimed_at),
  };
}

export class RegistrationSpinsRepo {
  async byDevice(db: Db, deviceId: string): Promise<StoredSpin | undefined> {
    const r = await db.selectFrom('registration_spins').selectAll().where('device_id', '=', deviceId).executeTakeFirst();
    return r ? toSpin(r) : undefined;
  }

  async byMember(db: Db, memberId: string): Promise<StoredSpin | undefined> {
    const r = await db.selectFrom('registration_spins').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    return r ? toSpin(r) : undefined;
  }

  /** The device's commitment; a device that has one keeps it (the first writer wins). */
  async commit(db: Db, c: { deviceId: string; serverSeed: string; serverSeedHash: string; at: Date }): Promise<void> {
    await db
      .insertInto('registration_spins')
      .values({ device_id: c.deviceId, server_seed: c.serverSeed, server_seed_hash: c.serverSeedHash, committed_at: c.at })
      .onConflict((oc) => oc.column('device_id').doNothing())
      .execute();
  }

  /** Records the device's one spin; undefined when it had spun already (a concurrent spin won). */
  async spin(db: Db, deviceId: string, o: SpinOutcome): Promise<StoredSpin | undefined> {
    const r = await db
      .updateTable('registration_spins')
      .set({
        client_seed: o.clientSeed,
        wheel_table: o.tableJson,
        table_hash: o.tableHash,
        segment_index: o.segmentIndex,
        bonus_type: o.bonusType,
        bonus_amount: String(o.bonusAmount),
        txt: o.txt,
        spun_at: o.spunAt,
        expires_at: o.expiresAt,
      })
      .where('device_id', '=', deviceId)
      .where('spun_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return r ? toSpin(r) : undefined;
  }

  /**
   * Gives the device's unexpired, unclaimed spin to a new member. The row lock makes concurrent
   * sign-ups wait; the one that follows finds it claimed and gets nothing.
   */
  async claim(trx: Db, deviceId: string, memberId: string, now: Date): Promise<StoredSpin | undefined> {
    const r = await trx
      .updateTable('registration_spins')
      .set({ member_id: memberId, claimed_at: now })
      .where('device_id', '=', deviceId)
      .where('spun_at', 'is not', null)
      .where('member_id', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    return r ? toSpin(r) : undefined;
  }
}
