-- The SQL the repositories send, recorded by ledger.sql.test.ts (one folder up): do not edit.
-- After a deliberate change, rewrite it with `npx vitest run ledger.sql.test.ts -u` and commit it (docs/database.md).

-- ensureMemberAccount: a new account
insert into
  "ledger_accounts" ("member_id", "kind", "is_system")
values
  ($1, $2, $3)
on conflict on constraint "ledger_accounts_member_kind" do nothing
returning
  "id";

-- ensureMemberAccount: the account exists
insert into
  "ledger_accounts" ("member_id", "kind", "is_system")
values
  ($1, $2, $3)
on conflict on constraint "ledger_accounts_member_kind" do nothing
returning
  "id";

select
  "id"
from
  "ledger_accounts"
where
  "member_id" = $1
  and "kind" = $2;

-- ensureSystemAccount: a new shard
insert into
  "ledger_accounts" ("system_name", "kind", "shard", "is_system")
values
  ($1, $2, $3, $4)
on conflict on constraint "ledger_accounts_system_kind_shard" do nothing
returning
  "id";

-- post: a batch of one transfer (ledger_post)
select
  *
from
  ledger_post ($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::bigint[], $7::bigint[], $8::bigint[]);

-- memberBalances
select
  "kind",
  "balance"
from
  "ledger_accounts"
where
  "member_id" = $1;

-- systemBalance
select
  coalesce(sum("balance"), 0) as "total"
from
  "ledger_accounts"
where
  "system_name" = $1
  and "kind" = $2;

-- transferByKey
select
  "id",
  "idempotency_key",
  "kind",
  "metadata",
  "created_at"
from
  "ledger_transfers"
where
  "idempotency_key" = $1;

-- entriesOf
select
  "e"."leg",
  "e"."amount",
  "a"."member_id",
  "a"."system_name",
  "a"."kind"
from
  "ledger_entries" as "e"
  inner join "ledger_accounts" as "a" on "a"."id" = "e"."account_id"
where
  "e"."transfer_id" = $1
order by
  "e"."leg",
  "e"."amount";

-- history: first page
select
  "e"."id",
  "e"."transfer_id",
  "t"."kind" as "transfer_kind",
  "e"."amount",
  "e"."balance_after",
  "e"."created_at",
  "t"."metadata"
from
  "ledger_entries" as "e"
  inner join "ledger_accounts" as "a" on "a"."id" = "e"."account_id"
  inner join "ledger_transfers" as "t" on "t"."id" = "e"."transfer_id"
where
  "a"."member_id" = $1
  and "a"."kind" = $2
order by
  "e"."seq" desc
limit
  $3;

-- history: the page before an entry
select
  "e"."id",
  "e"."transfer_id",
  "t"."kind" as "transfer_kind",
  "e"."amount",
  "e"."balance_after",
  "e"."created_at",
  "t"."metadata"
from
  "ledger_entries" as "e"
  inner join "ledger_accounts" as "a" on "a"."id" = "e"."account_id"
  inner join "ledger_transfers" as "t" on "t"."id" = "e"."transfer_id"
where
  "a"."member_id" = $1
  and "a"."kind" = $2
  and "e"."seq" < (
    select
      "b"."seq"
    from
      "ledger_entries" as "b"
    where
      "b"."id" = $3
      and "b"."account_id" = "e"."account_id"
  )
order by
  "e"."seq" desc
limit
  $4;

-- verify: counts
select
  (
    select
      count(*)
    from
      ledger_accounts
  ) as accounts,
  (
    select
      count(*)
    from
      ledger_transfers
  ) as transfers,
  (
    select
      count(*)
    from
      ledger_entries
  ) as entries;

-- verify: balanceSumsByUnit
select
  kind,
  sum(balance) as total
from
  ledger_accounts
group by
  kind
order by
  kind;

-- verify: entrySumsByUnit
select
  a.kind,
  sum(e.amount) as total
from
  ledger_entries e
  join ledger_accounts a on a.id = e.account_id
group by
  a.kind
order by
  a.kind;

-- verify: accountsAfter
select
  "id",
  "member_id",
  "system_name",
  "kind",
  "is_system",
  "balance",
  "entry_seq",
  "last_entry_hash"
from
  "ledger_accounts"
where
  "id" > $1
order by
  "id"
limit
  $2;

-- verify: entriesAfter
select
  e.id,
  e.account_id,
  e.transfer_id,
  t.request_hash,
  e.seq,
  e.leg,
  e.amount,
  e.balance_after,
  e.hash,
  e.created_at
from
  ledger_entries e
  join ledger_transfers t on t.id = e.transfer_id
where
  (e.account_id, e.seq) > ($1::bigint, $2::bigint)
order by
  e.account_id,
  e.seq
limit
  $3;

-- verify: transfersAfter
select
  "id",
  "idempotency_key",
  "kind",
  "request_hash",
  "metadata"
from
  "ledger_transfers"
where
  "id" > $1
order by
  "id"
limit
  $2;

-- verify: legEntriesBetween
select
  "e"."transfer_id",
  "e"."id",
  "e"."leg",
  "e"."amount",
  "a"."member_id",
  "a"."system_name",
  "a"."kind"
from
  "ledger_entries" as "e"
  inner join "ledger_accounts" as "a" on "a"."id" = "e"."account_id"
where
  "e"."transfer_id" >= $1
  and "e"."transfer_id" <= $2
order by
  "e"."transfer_id",
  "e"."leg",
  "e"."amount";
