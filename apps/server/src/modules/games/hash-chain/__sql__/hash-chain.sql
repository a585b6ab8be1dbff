-- The SQL the repositories send, recorded by hash-chain.sql.test.ts (one folder up): do not edit.
-- After a deliberate change, rewrite it with `npx vitest run hash-chain.sql.test.ts -u` and commit it (docs/database.md).

-- insertChain (next id under the game lock)
select
  pg_advisory_xact_lock(hashtext ($1));

select
  max("id") as "id"
from
  "hash_chains"
where
  "game" = $1;

insert into
  "hash_chains" (
    "game",
    "id",
    "seed",
    "terminating_hash",
    "checkpoint_every",
    "checkpoints",
    "salt",
    "salt_kind",
    "salt_source",
    "salt_expected_at",
    "hmac_scheme",
    "length",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13);

-- setSalt
update "hash_chains"
set
  "salt" = $1,
  "salt_set_at" = $2
where
  "game" = $3
  and "id" = $4
  and "salt" is null
  and "salt_kind" = $5;

-- activeChain
select
  "game",
  "id",
  "terminating_hash",
  "salt",
  "salt_kind",
  "salt_source",
  "salt_expected_at",
  "salt_set_at",
  "hmac_scheme",
  "length",
  "cursor",
  "created_at"
from
  "hash_chains"
where
  "game" = $1
  and "cursor" < "length"
  and "salt" is not null
order by
  "id"
limit
  $2;

-- chain
select
  "game",
  "id",
  "terminating_hash",
  "salt",
  "salt_kind",
  "salt_source",
  "salt_expected_at",
  "salt_set_at",
  "hmac_scheme",
  "length",
  "cursor",
  "created_at"
from
  "hash_chains"
where
  "game" = $1
  and "id" = $2;

-- checkpoints
select
  "checkpoint_every",
  "checkpoints"
from
  "hash_chains"
where
  "game" = $1
  and "id" = $2;

-- takeNext
update "hash_chains"
set
  "cursor" = cursor + 1
where
  "game" = $1
  and "id" = $2
  and "cursor" < "length"
returning
  "cursor";

-- state
select
  "game",
  "id",
  "terminating_hash",
  "salt",
  "salt_kind",
  "salt_source",
  "salt_expected_at",
  "salt_set_at",
  "hmac_scheme",
  "length",
  "cursor",
  "created_at"
from
  "hash_chains"
where
  "game" = $1
  and "id" = $2;

-- recent
select
  "game",
  "id",
  "terminating_hash",
  "salt",
  "salt_kind",
  "salt_source",
  "salt_expected_at",
  "salt_set_at",
  "hmac_scheme",
  "length",
  "cursor",
  "created_at"
from
  "hash_chains"
where
  "game" = $1
order by
  "id" desc
limit
  $2;
