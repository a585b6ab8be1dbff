/**
 * pawaPay's published sandbox numbers (reference §1, docs.pawapay.io/v2/docs/test_numbers): each
 * gives a fixed outcome without a handset. "Stuck" numbers never leave PROCESSING and send no
 * callback. A magic number only counts when the request names the provider it belongs to.
 */
import type { Failure, Outcome } from '../core/types.js';

type Table = Record<string, Outcome>;

const ok: Outcome = { kind: 'success' };
const stuck: Outcome = { kind: 'stuck' };
const fail = (code: string, kind: Failure['kind']): Outcome => ({ kind: 'failure', failure: { kind, code } });

const PAYER_LIMIT = fail('PAYER_LIMIT_REACHED', 'limit_reached');
const PAYER_NOT_FOUND = fail('PAYER_NOT_FOUND', 'not_found');
const NOT_APPROVED = fail('PAYMENT_NOT_APPROVED', 'rejected');
const NO_FUNDS = fail('INSUFFICIENT_BALANCE', 'insufficient_funds');
const UNSPECIFIED = fail('UNSPECIFIED_FAILURE', 'unspecified');
const IN_PROCESS = fail('TRANSACTION_ALREADY_IN_PROCESS', 'already_in_process');
const RECIPIENT_NOT_FOUND = fail('RECIPIENT_NOT_FOUND', 'not_found');
const WALLET_LIMIT = fail('WALLET_LIMIT_REACHED', 'wallet_limit');
const RECIPIENT_LIMIT = fail('RECIPIENT_LIMIT_REACHED', 'limit_reached');

/** Builds a table from a number stem ("260763456") and last-three-digit suffixes. */
function table(stem: string, entries: Record<string, Outcome>): Table {
  const out: Table = {};
  for (const [suffix, outcome] of Object.entries(entries)) out[stem + suffix] = outcome;
  return out;
}

const DEPOSITS: Record<string, Table> = {
  MTN_MOMO_ZMB: table('260763456', {
    '789': ok,
    '019': PAYER_LIMIT,
    '029': PAYER_NOT_FOUND,
    '039': NOT_APPROVED,
    '069': UNSPECIFIED,
    '129': stuck,
  }),
  AIRTEL_OAPI_ZMB: table('260973456', {
    '789': ok,
    '019': PAYER_LIMIT,
    '039': NOT_APPROVED,
    '049': NO_FUNDS,
    '069': UNSPECIFIED,
    '129': stuck,
  }),
  // Zamtel breaks the pattern: …700 completes and …789 is the stuck number.
  ZAMTEL_ZMB: table('260953456', { '700': ok, '704': NO_FUNDS, '712': UNSPECIFIED, '789': stuck }),
  MPESA_KEN: table('254703456', {
    '789': ok,
    '019': PAYER_LIMIT,
    '039': NOT_APPROVED,
    '049': NO_FUNDS,
    '059': IN_PROCESS,
    '069': UNSPECIFIED,
    '129': stuck,
  }),
  MTN_MOMO_UGA: table('256783456', { '789': ok, '019': PAYER_LIMIT, '029': PAYER_NOT_FOUND, '069': UNSPECIFIED, '129': stuck }),
  AIRTEL_OAPI_UGA: table('256753456', {
    '789': ok,
    '019': PAYER_LIMIT,
    '039': NOT_APPROVED,
    '049': NO_FUNDS,
    '069': UNSPECIFIED,
    '129': stuck,
  }),
};

const PAYOUTS: Record<string, Table> = {
  MTN_MOMO_ZMB: table('260763456', { '789': ok, '079': RECIPIENT_NOT_FOUND, '119': UNSPECIFIED, '129': stuck }),
  AIRTEL_OAPI_ZMB: table('260973456', { '789': ok, '089': RECIPIENT_NOT_FOUND, '119': UNSPECIFIED, '129': stuck }),
  ZAMTEL_ZMB: table('260953456', { '700': ok, '712': UNSPECIFIED, '789': stuck }),
  MPESA_KEN: table('254703456', {
    '789': ok,
    '089': RECIPIENT_NOT_FOUND,
    '099': WALLET_LIMIT,
    '109': RECIPIENT_LIMIT,
    '129': stuck,
  }),
  MTN_MOMO_UGA: table('256783456', {
    '789': ok,
    '089': RECIPIENT_NOT_FOUND,
    '099': WALLET_LIMIT,
    '119': UNSPECIFIED,
    '129': stuck,
  }),
  AIRTEL_OAPI_UGA: table('256753456', {
    '789': ok,
    '089': RECIPIENT_NOT_FOUND,
    '099': WALLET_LIMIT,
    '119': UNSPECIFIED,
    '129': stuck,
  }),
};

export function pawapayMagic(operation: 'deposit' | 'payout', provider: string, msisdn: string): Outcome | undefined {
  const t = (operation === 'deposit' ? DEPOSITS : PAYOUTS)[provider];
  return t?.[msisdn];
}

/** Every magic number, for the README and the phone page's hint list. */
export function pawapayMagicNumbers(): Array<{ operation: string; provider: string; msisdn: string; outcome: string }> {
  const rows: Array<{ operation: string; provider: string; msisdn: string; outcome: string }> = [];
  for (const [operation, tables] of [
    ['deposit', DEPOSITS],
    ['payout', PAYOUTS],
  ] as const) {
    for (const [provider, t] of Object.entries(tables)) {
      for (const [msisdn, o] of Object.entries(t)) {
        const outcome =
          o.kind === 'failure'
            ? `FAILED ${o.failure.code ?? o.failure.kind}`
            : o.kind === 'success'
              ? 'COMPLETED'
              : 'stuck, no callback';
        rows.push({ operation, provider, msisdn, outcome });
      }
    }
  }
  return rows;
}
