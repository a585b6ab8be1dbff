-- The SQL the repositories send, recorded by crash.sql.test.ts (one folder up): do not edit.
-- After a deliberate change, rewrite it with `npx vitest run crash.sql.test.ts -u` and commit it (docs/database.md).

-- configs.insertConfig
insert into
  "crash_configs" ("version", "house_edge_bp", "min_stake", "max_stake", "max_win", "round_liability_cap", "created_at")
values
  ($1, $2, $3, $4, $5, $6, $7);

-- configs.latestConfig
select
  *
from
  "crash_configs"
order by
  "created_at" desc,
  "version" desc
limit
  $1;

-- configs.config
select
  *
from
  "crash_configs"
where
  "version" = $1;

-- rounds.insertRound
insert into
  "crash_rounds" (
    "chain_id",
    "game_number",
    "game_hash",
    "commitment",
    "crash_point",
    "house_edge_bp",
    "config_version",
    "state",
    "resolution",
    "betting_opens_at",
    "betting_closes_at",
    "lease_owner",
    "lease_until",
    "lease_term",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
returning
  "id";

-- rounds.round
select
  *
from
  "crash_rounds"
where
  "id" = $1;

-- bets.insertPendingBet
insert into
  "crash_bets" ("id", "round_id", "member_id", "panel", "stake", "auto_cashout", "target", "status", "config_version", "created_at")
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- bets.setBonusStake: a stake's bonus share, in the transaction that takes it
update "crash_bets"
set
  "bonus_stake" = $1,
  "bonus_grant_id" = $2
where
  "id" = $3
  and "status" = $4;

-- bets.openBet
update "crash_bets"
set
  "status" = $1,
  "stake_tx" = $2,
  "balance_before" = $3,
  "balance_after" = $4
where
  "id" = $5
  and "status" = $6
  and exists (
    select
      "crash_rounds"."id"
    from
      "crash_rounds"
    where
      "crash_rounds"."id" = "crash_bets"."round_id"
      and "crash_rounds"."state" = $7
  );

-- bets.deletePendingBet: a refused stake
delete from "crash_bets"
where
  "id" = $1
  and "status" = $2;

-- rounds.markRunning
update "crash_rounds"
set
  "state" = $1,
  "started_at" = $2,
  "lease_until" = $3
where
  "id" = $4
  and "state" = $5
  and "lease_owner" = $6;

-- rounds.renewLease
update "crash_rounds"
set
  "lease_until" = $1
where
  "id" = $2
  and "lease_owner" = $3
  and "state" <> $4;

-- rounds.takeLease
update "crash_rounds"
set
  "lease_owner" = $1,
  "lease_term" = $2,
  "lease_until" = $3
where
  "id" = $4
  and "state" <> $5
  and (
    "lease_term" < $6
    or "lease_owner" = $7
    or (
      "lease_term" <= $8
      and (
        "lease_until" is null
        or "lease_until" < $9
      )
    )
  );

-- bets.cashOutGroup: the cash-outs of one group commit
update crash_bets as b
set
  status = 'cashed',
  cashout_multiplier = v.m,
  cashout_reason = v.r,
  cashout_at = v.at,
  payout = b.stake * v.m / 100,
  settled_at = v.at
from
  (
    select
      unnest($1::uuid[]) as id,
      unnest($2::int[]) as m,
      unnest($3::text[]) as r,
      unnest($4::timestamptz[]) as at
  ) as v
where
  b.id = v.id
  and b.status = 'open'
returning
  b.*;

-- bets.recordWins: the wins of the group
update crash_bets as b
set
  win_tx = v.tx,
  balance_after = v.bal
from
  (
    select
      unnest($1::uuid[]) as id,
      unnest($2::text[]) as tx,
      unnest($3::bigint[]) as bal
  ) as v
where
  b.id = v.id
  and b.status = 'cashed'
  and b.win_tx is null;

-- bets.cashOutMany: auto cash-outs of a tick
update crash_bets as b
set
  status = 'cashed',
  cashout_multiplier = v.m,
  cashout_reason = v.r,
  cashout_at = v.at,
  payout = b.stake * v.m / 100,
  settled_at = v.at
from
  (
    select
      unnest($1::uuid[]) as id,
      unnest($2::int[]) as m,
      unnest($3::text[]) as r,
      unnest($4::timestamptz[]) as at
  ) as v
where
  b.id = v.id
  and b.status = 'open'
returning
  b.*;

-- endRound (rounds.end + bets.loseAllOpen, one transaction)
update "crash_rounds"
set
  "state" = $1,
  "ended_at" = $2,
  "forced" = $3,
  "resolution" = $4
where
  "id" = $5
  and "state" in ($6, $7)
  and "lease_owner" = $8;

update "crash_bets"
set
  "status" = $1,
  "payout" = $2,
  "settled_at" = $3
where
  "round_id" = $4
  and "status" = $5;

-- bets.unpaidBets
select
  *
from
  "crash_bets"
where
  "round_id" = $1
  and (
    "status" = $2
    or (
      "status" = $3
      and "win_tx" is null
    )
    or (
      "status" in ($4, $5)
      and "refund_tx" is null
    )
  );

-- bets.recordWin: a win paid after its cash-out (recovery)
update "crash_bets"
set
  "win_tx" = $1,
  "balance_after" = $2
where
  "id" = $3
  and "status" = $4
  and "win_tx" is null;

-- bets.betsOfRound
select
  *
from
  "crash_bets"
where
  "round_id" = $1
order by
  "created_at";

-- bets.bet
select
  *
from
  "crash_bets"
where
  "id" = $1;

-- rounds.markSettled
update "crash_rounds"
set
  "state" = $1,
  "settled_at" = $2,
  "lease_until" = $3
where
  "id" = $4
  and "state" = $5;

-- rounds.releaseLease
update "crash_rounds"
set
  "lease_until" = $1
where
  "id" = $2
  and "lease_owner" = $3;

-- rounds.unsettledRounds
select
  *
from
  "crash_rounds"
where
  "state" <> $1
order by
  "id";

-- rounds.recentRounds
select
  *
from
  "crash_rounds"
where
  "state" in ($1, $2)
order by
  "id" desc
limit
  $3;

-- refund path: bets.refundOpen
update "crash_bets"
set
  "status" = $1,
  "payout" = stake,
  "settled_at" = $2
where
  "id" = $3
  and "status" = $4
returning
  *;

-- refund path: bets.refundAllOpen
update "crash_bets"
set
  "status" = $1,
  "payout" = stake,
  "settled_at" = $2
where
  "round_id" = $3
  and "status" = $4;

-- refund path: bets.recordRefund
update "crash_bets"
set
  "refund_tx" = $1,
  "balance_after" = $2
where
  "id" = $3
  and "status" in ($4, $5)
  and "refund_tx" is null;

-- refund path: bets.voidBet
update "crash_bets"
set
  "status" = $1,
  "refund_tx" = $2,
  "balance_after" = $3,
  "settled_at" = $4
where
  "id" = $5
  and "status" = $6;

-- memberBets (bets.latestOfMember + rounds.byIds)
select
  *
from
  "crash_bets"
where
  "member_id" = $1
  and "status" <> $2
order by
  "created_at" desc
limit
  $3;

select
  *
from
  "crash_rounds"
where
  "id" in ($1);
