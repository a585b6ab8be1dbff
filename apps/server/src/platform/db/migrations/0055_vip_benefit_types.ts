/**
 * VIP benefit claims of the holiday gift (type 5, docs/product-rules/vip.md#benefits): the claim
 * log's type check widens from 1–4 to the setting's benefit types 1–7. The holiday gift's period is
 * the holiday's market date, so the existing unique (member, benefit, period) key makes it once per
 * holiday.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vip_benefit_claims drop constraint vip_benefit_claims_benefit_type_check`.execute(db);
  await sql`alter table vip_benefit_claims add constraint vip_benefit_claims_benefit_type_check
    check (benefit_type between 1 and 7)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table vip_benefit_claims drop constraint vip_benefit_claims_benefit_type_check`.execute(db);
  await sql`alter table vip_benefit_claims add constraint vip_benefit_claims_benefit_type_check
    check (benefit_type between 1 and 4)`.execute(db);
}
