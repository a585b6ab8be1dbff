/**
 * Read-only figures over the ledger's own tables for the staff reports (docs/staff-console.md#figures):
 * every sum is grouped by the market's local day (`at time zone`), so a bet at 00:30 in Lusaka
 * belongs to that Lusaka day even though it is the previous UTC day.
 */
import { sql } from 'kysely';
import { minorFrom, type Minor } from '@nyota/contract/money/minor';
import type { Db } from '../../platform/db/database.js';

/** Transfer kinds a game writes; a rollback reverses one of the others. */
const GAME_KINDS = ['game_debit', 'game_credit', 'game_spin', 'game_rollback'] as const;
const STAKE_KINDS = ['game_debit', 'game_spin'] as const;

export interface FigureWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
  timeZone: string;
}

export interface HouseDay {
  day: string;
  /** `house:<game>`. */
  house: string;
  /** Cash staked, net of stakes rolled back. */
  stakes: Minor;
  /** Cash paid out, net of wins rolled back. */
  wins: Minor;
}

export interface SystemFlowDay {
  day: string;
  system: string;
  transferKind: string;
  /** Cash that entered the account (positive) and left it (positive). */
  inflow: Minor;
  outflow: Minor;
}

export interface PlayersDay {
  day: string;
  players: number;
}

const dayOf = (tz: string) => sql<string>`to_char(e.created_at at time zone ${tz}, 'YYYY-MM-DD')`;

export class LedgerFiguresRepo {
  async houseDays(db: Db, w: FigureWindow): Promise<HouseDay[]> {
    const rows = await sql<{ day: string; house: string; stakes: string; wins: string }>`
      select ${dayOf(w.timeZone)} as day, a.system_name as house,
        coalesce(sum(case when t.kind = 'game_rollback' then least(e.amount, 0) else greatest(e.amount, 0) end), 0) as stakes,
        coalesce(sum(case when t.kind = 'game_rollback' then -greatest(e.amount, 0) else -least(e.amount, 0) end), 0) as wins
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id
      where a.is_system and a.system_name like 'house:%' and a.kind = 'cash'
        and t.kind in (${sql.join(GAME_KINDS)})
        and e.created_at >= ${w.from} and e.created_at < ${w.to}
      group by 1, 2 order by 1, 2`.execute(db);
    return rows.rows.map((r) => ({ day: r.day, house: r.house, stakes: minorFrom(r.stakes), wins: minorFrom(r.wins) }));
  }

  /** Cash in and out of the non-game system accounts (tax_payable, fees, promotion_expense, ...). */
  async systemFlowDays(db: Db, w: FigureWindow): Promise<SystemFlowDay[]> {
    const rows = await sql<{ day: string; system: string; kind: string; inflow: string; outflow: string }>`
      select ${dayOf(w.timeZone)} as day, a.system_name as system, t.kind as kind,
        coalesce(sum(greatest(e.amount, 0)), 0) as inflow, coalesce(sum(-least(e.amount, 0)), 0) as outflow
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id
      where a.is_system and a.kind = 'cash' and a.system_name not like 'house:%'
        and e.created_at >= ${w.from} and e.created_at < ${w.to}
      group by 1, 2, 3 order by 1, 2, 3`.execute(db);
    return rows.rows.map((r) => ({
      day: r.day,
      system: r.system,
      transferKind: r.kind,
      inflow: minorFrom(r.inflow),
      outflow: minorFrom(r.outflow),
    }));
  }

  /** Members who staked cash in a game, per local day. */
  async activePlayerDays(db: Db, w: FigureWindow): Promise<PlayersDay[]> {
    const rows = await sql<{ day: string; players: string }>`
      select ${dayOf(w.timeZone)} as day, count(distinct a.member_id) as players
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id
      where a.member_id is not null and a.kind = 'cash' and e.amount < 0
        and t.kind in (${sql.join(STAKE_KINDS)})
        and e.created_at >= ${w.from} and e.created_at < ${w.to}
      group by 1 order by 1`.execute(db);
    return rows.rows.map((r) => ({ day: r.day, players: Number(r.players) }));
  }

  /** Members who staked cash at least once in the window (not the sum of the days). */
  async activePlayers(db: Db, w: FigureWindow): Promise<number> {
    const r = await sql<{ players: string }>`
      select count(distinct a.member_id) as players
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transfers t on t.id = e.transfer_id
      where a.member_id is not null and a.kind = 'cash' and e.amount < 0
        and t.kind in (${sql.join(STAKE_KINDS)})
        and e.created_at >= ${w.from} and e.created_at < ${w.to}`.execute(db);
    return Number(r.rows[0]?.players ?? 0);
  }

  /** What the platform owes its members now: the sum of member balances per account kind. */
  async liabilities(db: Db): Promise<Array<{ kind: string; balance: Minor; accounts: number }>> {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select((eb) => ['kind', eb.fn.sum<string>('balance').as('balance'), eb.fn.countAll<string>().as('accounts')])
      .where('member_id', 'is not', null)
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    return rows.map((r) => ({ kind: r.kind, balance: minorFrom(r.balance), accounts: Number(r.accounts) }));
  }

  /** Every campaign budget account (`budget:<campaign>`) per unit, shards summed. */
  async budgetBalances(db: Db): Promise<Array<{ campaign: string; kind: string; balance: Minor }>> {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select((eb) => ['system_name', 'kind', eb.fn.sum<string>('balance').as('balance')])
      .where('system_name', 'like', 'budget:%')
      .groupBy(['system_name', 'kind'])
      .orderBy('system_name')
      .orderBy('kind')
      .execute();
    return rows.map((r) => ({
      campaign: (r.system_name ?? '').slice('budget:'.length),
      kind: r.kind,
      balance: minorFrom(r.balance),
    }));
  }
}
