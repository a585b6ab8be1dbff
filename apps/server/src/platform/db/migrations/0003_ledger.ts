/**
 * The ledger (ARCHITECTURE.md#money): accounts, immutable transfers and hash-chained entries.
 *
 * Posting runs as one server-side function, `ledger_post`, over a batch of transfers (one or
 * many; the service groups concurrent requests, TigerBeetle-style, so one statement and one commit
 * carry many transfers). It locks every account of the batch in id order (no deadlocks between
 * batches), then takes the transfers one by one, each on its own: a known key returns the stored
 * result, a member overdraft is refused without writing anything, otherwise the transfer, two
 * entries per leg and the new balances are written. The CHECK on member balances stays as the
 * last word should any other code path ever try.
 *
 * Entry hash (recomputed by verifyLedger in TypeScript, keep both in step):
 *   sha256_hex(prev_hash|transfer_id|request_hash|account_id|seq|leg|amount|balance_after|created_ms)
 * with prev_hash '' for an account's first entry and created_ms the entry time in epoch
 * milliseconds (timestamps are truncated to milliseconds so JavaScript reads them exactly).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id bigint generated always as identity primary key,
      member_id bigint references members (id),
      system_name text,
      shard smallint not null default 0 check (shard >= 0),
      kind text not null check (kind in ('cash', 'trial', 'coin', 'diamond', 'voucher')),
      is_system boolean not null,
      balance bigint not null default 0,
      entry_seq bigint not null default 0,
      last_entry_hash text not null default '',
      created_at timestamptz not null default now(),
      constraint ledger_accounts_member_not_negative check (is_system or balance >= 0),
      constraint ledger_accounts_owner check (
        (is_system and member_id is null and system_name is not null)
        or (not is_system and member_id is not null and system_name is null and shard = 0)
      ),
      constraint ledger_accounts_member_kind unique (member_id, kind),
      constraint ledger_accounts_system_kind_shard unique (system_name, kind, shard)
    ) with (fillfactor = 80)`.execute(db);
  // fillfactor leaves room on each page so balance updates stay HOT (no index writes).

  await sql`
    create table ledger_transfers (
      id bigint generated always as identity primary key,
      idempotency_key text not null,
      request_hash text not null,
      kind text not null,
      metadata jsonb not null default '{}',
      created_at timestamptz not null,
      constraint ledger_transfers_idempotency_key unique (idempotency_key)
    )`.execute(db);

  await sql`
    create table ledger_entries (
      id bigint generated always as identity primary key,
      transfer_id bigint not null references ledger_transfers (id),
      leg smallint not null check (leg >= 0),
      account_id bigint not null references ledger_accounts (id),
      seq bigint not null check (seq >= 1),
      amount bigint not null check (amount <> 0),
      balance_after bigint not null,
      hash text not null,
      created_at timestamptz not null,
      constraint ledger_entries_account_seq unique (account_id, seq)
    )`.execute(db);
  await sql`create index ledger_entries_transfer on ledger_entries (transfer_id)`.execute(db);

  // Append-only: corrections are new transfers. TRUNCATE is refused too (it skips row triggers).
  await sql`
    create function ledger_reject_change() returns trigger language plpgsql as $fn$
    begin
      raise exception 'ledger rows are append-only: % on % refused', tg_op, tg_table_name
        using hint = 'Corrections are new transfers.';
    end
    $fn$`.execute(db);
  for (const table of ['ledger_transfers', 'ledger_entries']) {
    await sql`
      create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_reject_change()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_reject_change()`.execute(db);
  }

  await sql`
    create function ledger_post(
      p_keys text[],
      p_hashes text[],
      p_kinds text[],
      p_metadata text[],
      p_leg_counts int[],
      p_from bigint[],
      p_to bigint[],
      p_amount bigint[]
    ) returns table (
      idx int,
      status text,
      transfer_id bigint,
      created_at timestamptz,
      request_hash text,
      member_id bigint,
      kind text,
      balance bigint
    ) language plpgsql as $fn$
    #variable_conflict use_column
    declare
      v_count int := coalesce(array_length(p_keys, 1), 0);
      v_total int := coalesce(array_length(p_amount, 1), 0);
      v_ids bigint[];
      v_bal bigint[] := '{}';
      v_seq bigint[] := '{}';
      v_seq0 bigint[];
      v_hash text[] := '{}';
      v_sys boolean[] := '{}';
      v_kind text[] := '{}';
      v_member bigint[] := '{}';
      v_work bigint[];
      v_mine int[];
      v_row record;
      v_tr record;
      v_t int;
      v_i int;
      v_a int;
      v_side int;
      v_amt bigint;
      v_f int;
      v_to int;
      v_off int := 0;
      v_lc int;
      v_bad int;
      v_rows int;
      v_tid bigint;
      v_now timestamptz;
      v_ms bigint;
      e_tid bigint[] := '{}';
      e_leg int[] := '{}';
      e_account bigint[] := '{}';
      e_seq bigint[] := '{}';
      e_amount bigint[] := '{}';
      e_after bigint[] := '{}';
      e_hash text[] := '{}';
      e_at timestamptz[] := '{}';
    begin
      if coalesce(array_length(p_hashes, 1), 0) <> v_count or coalesce(array_length(p_kinds, 1), 0) <> v_count
        or coalesce(array_length(p_metadata, 1), 0) <> v_count or coalesce(array_length(p_leg_counts, 1), 0) <> v_count
        or coalesce(array_length(p_from, 1), 0) <> v_total or coalesce(array_length(p_to, 1), 0) <> v_total
        or coalesce((select sum(c) from unnest(p_leg_counts) as c), 0) <> v_total then
        raise exception 'ledger_post: argument arrays do not line up' using errcode = '22023';
      end if;

      v_ids := array(select distinct x from unnest(p_from || p_to) as x order by x);
      -- Every account of every transfer, locked once, in id order: transfers and batches that
      -- share accounts queue behind each other instead of deadlocking.
      for v_row in
        select a.id, a.balance, a.entry_seq, a.last_entry_hash, a.is_system, a.kind, a.member_id
        from ledger_accounts a where a.id = any (v_ids) order by a.id for no key update
      loop
        v_bal := array_append(v_bal, v_row.balance);
        v_seq := array_append(v_seq, v_row.entry_seq);
        v_hash := array_append(v_hash, v_row.last_entry_hash);
        v_sys := array_append(v_sys, v_row.is_system);
        v_kind := array_append(v_kind, v_row.kind);
        v_member := array_append(v_member, v_row.member_id);
      end loop;
      if coalesce(array_length(v_bal, 1), 0) <> coalesce(array_length(v_ids, 1), 0) then
        raise exception 'ledger_post: unknown account in %', v_ids using errcode = '22023';
      end if;
      v_seq0 := v_seq;

      for v_t in 1 .. v_count loop
        v_lc := p_leg_counts[v_t];
        idx := v_t;
        transfer_id := null; created_at := null; request_hash := null;
        member_id := null; kind := null; balance := null;

        -- After the locks: a same-key transfer that held them has committed and is seen here.
        select t.id, t.created_at, t.request_hash into v_tr from ledger_transfers t where t.idempotency_key = p_keys[v_t];
        if found then
          status := 'exists'; transfer_id := v_tr.id; created_at := v_tr.created_at; request_hash := v_tr.request_hash;
          return next;
          v_off := v_off + v_lc;
          continue;
        end if;

        -- Dry run: legs apply in order and no member account may dip below zero at any step.
        v_work := v_bal;
        v_bad := 0;
        for v_i in v_off + 1 .. v_off + v_lc loop
          v_f := array_position(v_ids, p_from[v_i]);
          v_to := array_position(v_ids, p_to[v_i]);
          if p_amount[v_i] is null or p_amount[v_i] <= 0 or v_f = v_to or v_kind[v_f] <> v_kind[v_to] then
            raise exception 'ledger_post: invalid leg % of transfer %', v_i - v_off - 1, p_keys[v_t] using errcode = '22023';
          end if;
          v_work[v_f] := v_work[v_f] - p_amount[v_i];
          if not v_sys[v_f] and v_work[v_f] < 0 then
            v_bad := v_f;
            exit;
          end if;
          v_work[v_to] := v_work[v_to] + p_amount[v_i];
        end loop;
        if v_bad > 0 then
          status := 'insufficient'; member_id := v_member[v_bad]; kind := v_kind[v_bad];
          return next;
          v_off := v_off + v_lc;
          continue;
        end if;

        v_now := date_trunc('milliseconds', clock_timestamp());
        v_ms := (extract(epoch from v_now) * 1000)::bigint;
        v_tid := null;
        insert into ledger_transfers as t (idempotency_key, request_hash, kind, metadata, created_at)
          values (p_keys[v_t], p_hashes[v_t], p_kinds[v_t], coalesce(p_metadata[v_t], '{}')::jsonb, v_now)
          on conflict (idempotency_key) do nothing
          returning t.id into v_tid;
        if v_tid is null then
          -- The same key on other accounts, committed while we waited on the key.
          select t.id, t.created_at, t.request_hash into v_tr from ledger_transfers t where t.idempotency_key = p_keys[v_t];
          status := 'exists'; transfer_id := v_tr.id; created_at := v_tr.created_at; request_hash := v_tr.request_hash;
          return next;
          v_off := v_off + v_lc;
          continue;
        end if;

        v_mine := '{}';
        for v_i in v_off + 1 .. v_off + v_lc loop
          for v_side in 1 .. 2 loop
            if v_side = 1 then
              v_a := array_position(v_ids, p_from[v_i]);
              v_amt := -p_amount[v_i];
            else
              v_a := array_position(v_ids, p_to[v_i]);
              v_amt := p_amount[v_i];
            end if;
            v_seq[v_a] := v_seq[v_a] + 1;
            v_bal[v_a] := v_bal[v_a] + v_amt;
            v_hash[v_a] := encode(sha256(convert_to(concat_ws('|', v_hash[v_a], v_tid, p_hashes[v_t], v_ids[v_a],
              v_seq[v_a], v_i - v_off - 1, v_amt, v_bal[v_a], v_ms), 'UTF8')), 'hex');
            e_amount := array_append(e_amount, v_amt);
            e_tid := array_append(e_tid, v_tid);
            e_leg := array_append(e_leg, v_i - v_off - 1);
            e_account := array_append(e_account, v_ids[v_a]);
            e_seq := array_append(e_seq, v_seq[v_a]);
            e_after := array_append(e_after, v_bal[v_a]);
            e_hash := array_append(e_hash, v_hash[v_a]);
            e_at := array_append(e_at, v_now);
            if not (v_a = any (v_mine)) then
              v_mine := array_append(v_mine, v_a);
            end if;
          end loop;
        end loop;

        status := 'applied'; transfer_id := v_tid; created_at := v_now; request_hash := p_hashes[v_t];
        -- One row per member account the transfer touched (its balance after it), or one bare row.
        v_rows := 0;
        foreach v_a in array v_mine loop
          if not v_sys[v_a] then
            member_id := v_member[v_a]; kind := v_kind[v_a]; balance := v_bal[v_a];
            return next;
            v_rows := v_rows + 1;
          end if;
        end loop;
        if v_rows = 0 then
          return next;
        end if;
        v_off := v_off + v_lc;
      end loop;

      insert into ledger_entries (transfer_id, leg, account_id, seq, amount, balance_after, hash, created_at)
        select u.tid, u.leg, u.account, u.seq, u.amount, u.after, u.hash, u.at
        from unnest(e_tid, e_leg, e_account, e_seq, e_amount, e_after, e_hash, e_at)
          as u(tid, leg, account, seq, amount, after, hash, at);
      update ledger_accounts a set balance = u.balance, entry_seq = u.seq, last_entry_hash = u.hash
        from unnest(v_ids, v_bal, v_seq, v_hash, v_seq0) as u(id, balance, seq, hash, seq0)
        where a.id = u.id and u.seq <> u.seq0;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists ledger_post(text[], text[], text[], text[], int[], bigint[], bigint[], bigint[])`.execute(db);
  await sql`drop table if exists ledger_entries`.execute(db);
  await sql`drop table if exists ledger_transfers`.execute(db);
  await sql`drop table if exists ledger_accounts`.execute(db);
  await sql`drop function if exists ledger_reject_change()`.execute(db);
}
