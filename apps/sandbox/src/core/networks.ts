/**
 * Which network a number belongs to by its prefix (reference §6). Number portability makes this a
 * default, not the truth: a subscriber record can say a number was ported (see accounts.ts), and
 * the simulated operator then answers PAYER_NOT_FOUND when the request names the prefix's network.
 */
export type Network = 'MTN' | 'AIRTEL' | 'ZAMTEL' | 'MPESA' | 'AIRTELTIGO' | 'TELECEL';
export type CountryCode = 'ZM' | 'KE' | 'UG' | 'GH';

export const NETWORKS: readonly Network[] = ['MTN', 'AIRTEL', 'ZAMTEL', 'MPESA', 'AIRTELTIGO', 'TELECEL'];

interface NumberingPlan {
  cc: string;
  /** National significant number length after the country code. */
  nsn: number;
  prefixes: ReadonlyArray<readonly [string, Network]>;
}

const PLANS: Record<CountryCode, NumberingPlan> = {
  ZM: {
    cc: '260',
    nsn: 9,
    prefixes: [
      ['96', 'MTN'],
      ['76', 'MTN'],
      ['97', 'AIRTEL'],
      ['77', 'AIRTEL'],
      ['57', 'AIRTEL'],
      ['95', 'ZAMTEL'],
      ['75', 'ZAMTEL'],
    ],
  },
  KE: {
    cc: '254',
    nsn: 9,
    prefixes: [
      ['70', 'MPESA'],
      ['71', 'MPESA'],
      ['72', 'MPESA'],
      ['740', 'MPESA'],
      ['741', 'MPESA'],
      ['742', 'MPESA'],
      ['743', 'MPESA'],
      ['746', 'MPESA'],
      ['748', 'MPESA'],
      ['79', 'MPESA'],
      ['11', 'MPESA'],
      ['73', 'AIRTEL'],
      ['750', 'AIRTEL'],
      ['751', 'AIRTEL'],
      ['752', 'AIRTEL'],
      ['753', 'AIRTEL'],
      ['754', 'AIRTEL'],
      ['755', 'AIRTEL'],
      ['756', 'AIRTEL'],
      ['78', 'AIRTEL'],
      ['100', 'AIRTEL'],
      ['101', 'AIRTEL'],
      ['102', 'AIRTEL'],
    ],
  },
  UG: {
    cc: '256',
    nsn: 9,
    prefixes: [
      ['77', 'MTN'],
      ['78', 'MTN'],
      ['76', 'MTN'],
      ['39', 'MTN'],
      ['70', 'AIRTEL'],
      ['74', 'AIRTEL'],
      ['75', 'AIRTEL'],
    ],
  },
  GH: {
    cc: '233',
    nsn: 9,
    prefixes: [
      ['24', 'MTN'],
      ['54', 'MTN'],
      ['55', 'MTN'],
      ['59', 'MTN'],
      ['20', 'TELECEL'],
      ['50', 'TELECEL'],
      ['26', 'AIRTELTIGO'],
      ['56', 'AIRTELTIGO'],
      ['27', 'AIRTELTIGO'],
      ['57', 'AIRTELTIGO'],
    ],
  },
};

/** The country of a well-formed E.164 number (digits, no '+'), or null for anything else. */
export function countryOf(msisdn: string): CountryCode | null {
  if (!/^\d+$/.test(msisdn)) return null;
  for (const [code, plan] of Object.entries(PLANS) as Array<[CountryCode, NumberingPlan]>) {
    if (msisdn.startsWith(plan.cc) && msisdn.length === plan.cc.length + plan.nsn) return code;
  }
  return null;
}

export function countryCallingCode(country: CountryCode): string {
  return PLANS[country].cc;
}

/** The network the prefix says; null when the number is not a known mobile number. */
export function prefixNetwork(msisdn: string): Network | null {
  const country = countryOf(msisdn);
  if (!country) return null;
  const plan = PLANS[country];
  const nsn = msisdn.slice(plan.cc.length);
  let best: readonly [string, Network] | undefined;
  for (const entry of plan.prefixes) {
    if (nsn.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

export function isNetwork(v: unknown): v is Network {
  return typeof v === 'string' && (NETWORKS as readonly string[]).includes(v);
}
