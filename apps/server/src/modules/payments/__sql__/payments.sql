-- The SQL the repositories send, recorded by payments.sql.test.ts (one folder up): do not edit.
-- After a deliberate change, rewrite it with `npx vitest run payments.sql.test.ts -u` and commit it (docs/database.md).

-- lockMember + insert (one transaction)
select
  pg_advisory_xact_lock(7301, hashtext ($1));

insert into
  "payment_intents" (
    "id",
    "member_id",
    "direction",
    "amount",
    "provider_amount",
    "fee",
    "tax",
    "subsidy",
    "currency",
    "country",
    "msisdn",
    "operator",
    "channel_id",
    "provider",
    "pay_item_id",
    "note",
    "lang",
    "status",
    "review_status",
    "expires_at",
    "next_check_at",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
returning
  *;

-- find
select
  *
from
  "payment_intents"
where
  "id" = $1;

-- findForMember
select
  *
from
  "payment_intents"
where
  "id" = $1
  and "member_id" = $2;

-- findMany
select
  *
from
  "payment_intents"
where
  "id" in ($1);

-- decideReview
update "payment_intents"
set
  "review_status" = $1,
  "reviewed_by" = $2,
  "reviewed_at" = $3,
  "review_note" = $4,
  "next_check_at" = $5,
  "updated_at" = $6
where
  "id" = $7
  and "review_status" = $8
  and "status" = $9
returning
  *;

-- transition: to SUBMITTED with a provider reference
update "payment_intents"
set
  "provider_ref" = $1,
  "submit_count" = $2,
  "submitted_at" = $3,
  "status" = $4,
  "updated_at" = $5
where
  "id" = $6
  and "status" in ($7, $8)
returning
  *;

-- updateOpen: schedule the next status check
update "payment_intents"
set
  "attempts" = $1,
  "next_check_at" = $2,
  "last_checked_at" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "status" in ($6, $7, $8, $9)
returning
  *;

-- setFlags
update "payment_intents"
set
  "attention" = $1,
  "manual_since" = $2,
  "updated_at" = $3
where
  "id" = $4
returning
  *;

-- lists.due
select
  *
from
  "payment_intents"
where
  "status" in ($1, $2, $3, $4)
  and "review_status" <> $5
  and "next_check_at" <= $6
order by
  "next_check_at"
limit
  $7;

-- lists.flagManual
update "payment_intents"
set
  "manual_since" = $1,
  "updated_at" = $2
where
  "status" in ($3, $4, $5, $6)
  and "review_status" <> $7
  and "manual_since" is null
  and "created_at" < $8
returning
  *;

-- lists.manualQueue
select
  *
from
  "payment_intents"
where
  (
    "manual_since" is not null
    or "attention" is not null
  )
  and "status" in ($1, $2, $3, $4)
order by
  "created_at";

-- lists.reviewQueue
select
  *
from
  "payment_intents"
where
  "direction" = $1
  and "review_status" = $2
  and "status" = $3
order by
  "created_at";

-- lists.forProviderBetween
select
  *
from
  "payment_intents"
where
  "provider" = $1
  and "created_at" >= $2
  and "created_at" < $3
order by
  "created_at";

-- transition: to SUCCEEDED
update "payment_intents"
set
  "provider_txn_id" = $1,
  "finalized_at" = $2,
  "status" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "status" in ($6, $7, $8, $9)
returning
  *;

-- events.insert
insert into
  "payment_events" ("intent_id", "provider", "source", "summary", "payload", "created_at")
values
  ($1, $2, $3, $4, $5, $6);

-- events.ofIntent
select
  *
from
  "payment_events"
where
  "intent_id" = $1
order by
  "id";

-- openDeposit
select
  *
from
  "payment_intents"
where
  "member_id" = $1
  and "direction" = $2
  and "status" in ($3, $4, $5, $6)
  and "expired_at" is null;

-- expireDeposits: one member
update "payment_intents"
set
  "expired_at" = $1,
  "updated_at" = $2
where
  "direction" = $3
  and "status" in ($4, $5, $6, $7)
  and "expired_at" is null
  and "expires_at" <= $8
  and "member_id" = $9
returning
  *;

-- sumSince
select
  coalesce(sum(amount), 0) as "total"
from
  "payment_intents"
where
  "member_id" = $1
  and "direction" = $2
  and "status" <> $3
  and "created_at" >= $4;

-- withholdingHistory
select
  coalesce(
    sum(
      case
        when direction = 'deposit'
        and status = 'SUCCEEDED' then amount
        else 0
      end
    ),
    0
  ) as "deposited",
  coalesce(
    sum(
      case
        when direction = 'withdraw'
        and status <> 'FAILED' then amount
        else 0
      end
    ),
    0
  ) as "withdrawn",
  coalesce(
    sum(
      case
        when direction = 'withdraw'
        and status <> 'FAILED' then tax
        else 0
      end
    ),
    0
  ) as "withheld"
from
  "payment_intents"
where
  "member_id" = $1;

-- lastSuccessfulWithdrawal
select
  *
from
  "payment_intents"
where
  "member_id" = $1
  and "direction" = $2
  and "channel_id" = $3
  and "status" = $4
order by
  "finalized_at" desc
limit
  $5;
