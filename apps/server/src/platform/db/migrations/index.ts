/**
 * The ordered list of migrations, imported statically so the same list runs under tsx, in tests
 * and in a bundled build. Never edit a shipped migration: add the next one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts.js';
import * as m0002 from './0002_auth_hardening.js';
import * as m0003 from './0003_ledger.js';
import * as m0004 from './0004_payments.js';
import * as m0005 from './0005_appeals.js';
import * as m0006 from './0006_crash.js';
import * as m0007 from './0007_game_bets.js';
import * as m0008 from './0008_per_bet_games.js';
import * as m0009 from './0009_football.js';
import * as m0010 from './0010_payment_reconciliations.js';
import * as m0011 from './0011_upload_quota.js';
import * as m0012 from './0012_chain_salts.js';
import * as m0013 from './0013_login_sources.js';
import * as m0014 from './0014_otp_wrong_codes.js';
import * as m0015 from './0015_unmatched_callbacks.js';
import * as m0016 from './0016_pay_item_hot_and_images.js';
import * as m0017 from './0017_hash_chains.js';
import * as m0018 from './0018_leader_terms.js';
import * as m0019 from './0019_staff.js';
import * as m0021 from './0021_appeal_claims.js';
import * as m0022 from './0022_players.js';
import * as m0024 from './0024_config_versions.js';
import * as m0025 from './0025_rg_limits.js';
import * as m0026 from './0026_time_out_reality_check.js';
import * as m0028 from './0028_concern_clearing.js';
import * as m0029 from './0029_rg_limit_changes.js';
import * as m0030 from './0030_activity_stream.js';
import * as m0031 from './0031_rg_refusals_by_member.js';
import * as m0032 from './0032_harm_markers.js';
import * as m0033 from './0033_member_messages.js';
import * as m0035 from './0035_unwagered_fee.js';
import * as m0036 from './0036_rewards.js';
import * as m0037 from './0037_bonus_grants.js';
import * as m0038 from './0038_offer_settings.js';
import * as m0039 from './0039_deposit_offer_claims.js';
import * as m0040 from './0040_paybill_payments.js';
import * as m0041 from './0041_vouchers_promotions.js';
import * as m0042 from './0042_seven_day_bonus.js';
import * as m0043 from './0043_campaign_console.js';
import * as m0044 from './0044_registration_spins.js';
import * as m0045 from './0045_bonus_expiry_warning.js';
import * as m0046 from './0046_paybill_resolution.js';
import * as m0047 from './0047_promotion_console_media.js';
import * as m0048 from './0048_deposit_offer_sign_ins.js';
import * as m0049 from './0049_bonus_stakes_crash_football.js';
import * as m0050 from './0050_vip.js';
import * as m0051 from './0051_cashback.js';
import * as m0052 from './0052_vip_benefit_claims.js';
import * as m0053 from './0053_tasks.js';
import * as m0054 from './0054_mall.js';
import * as m0055 from './0055_vip_benefit_types.js';
import * as m0056 from './0056_cash_rain.js';
import * as m0057 from './0057_invites.js';
import * as m0058 from './0058_giveaways.js';
import * as m0059 from './0059_referral_waits.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_auth_hardening': m0002,
  '0003_ledger': m0003,
  '0004_payments': m0004,
  '0005_appeals': m0005,
  '0006_crash': m0006,
  '0007_game_bets': m0007,
  '0008_per_bet_games': m0008,
  '0009_football': m0009,
  '0010_payment_reconciliations': m0010,
  '0011_upload_quota': m0011,
  '0012_chain_salts': m0012,
  '0013_login_sources': m0013,
  '0014_otp_wrong_codes': m0014,
  '0015_unmatched_callbacks': m0015,
  '0016_pay_item_hot_and_images': m0016,
  '0017_hash_chains': m0017,
  '0018_leader_terms': m0018,
  '0019_staff': m0019,
  '0021_appeal_claims': m0021,
  '0022_players': m0022,
  '0024_config_versions': m0024,
  '0025_rg_limits': m0025,
  '0026_time_out_reality_check': m0026,
  '0028_concern_clearing': m0028,
  '0029_rg_limit_changes': m0029,
  '0030_activity_stream': m0030,
  '0031_rg_refusals_by_member': m0031,
  '0032_harm_markers': m0032,
  '0033_member_messages': m0033,
  '0035_unwagered_fee': m0035,
  '0036_rewards': m0036,
  '0037_bonus_grants': m0037,
  '0038_offer_settings': m0038,
  '0039_deposit_offer_claims': m0039,
  '0040_paybill_payments': m0040,
  '0041_vouchers_promotions': m0041,
  '0042_seven_day_bonus': m0042,
  '0043_campaign_console': m0043,
  '0044_registration_spins': m0044,
  '0045_bonus_expiry_warning': m0045,
  '0046_paybill_resolution': m0046,
  '0047_promotion_console_media': m0047,
  '0048_deposit_offer_sign_ins': m0048,
  '0049_bonus_stakes_crash_football': m0049,
  '0050_vip': m0050,
  '0051_cashback': m0051,
  '0052_vip_benefit_claims': m0052,
  '0053_tasks': m0053,
  '0054_mall': m0054,
  '0055_vip_benefit_types': m0055,
  '0056_cash_rain': m0056,
  '0057_invites': m0057,
  '0058_giveaways': m0058,
  '0059_referral_waits': m0059,
};
