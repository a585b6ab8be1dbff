/**
 * The shapes of a reconciliation report, shared by the reconciler, its repo and (later) the staff
 * console. A difference is what one side holds and the other does not, or holds differently:
 *  - missing_locally: the provider has a payment we have no intent for (money we cannot place);
 *  - missing_at_provider: we hold a payment the provider does not (settled on our books, or
 *    accepted by the provider yet unknown to its status query);
 *  - amount_differs / currency_differs: same payment, other money;
 *  - status_differs: final at one side, different (or still open) at the other;
 *  - late_success: credited after the player's prompt had closed (for the operator's eyes);
 *  - unverified: a per-intent check the provider could not answer (asked again on a re-run).
 */
export const DIFFERENCE_KINDS = [
  'missing_locally',
  'missing_at_provider',
  'amount_differs',
  'currency_differs',
  'status_differs',
  'late_success',
  'unverified',
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface OurSide {
  direction: string;
  status: string;
  amount: number;
  currency: string;
  createdAt: string;
  lateSuccess: boolean;
}

export interface TheirSide {
  direction: string;
  status: string;
  amount?: number;
  currency?: string;
  createdAt?: string;
}

export interface ReconDifference {
  kind: DifferenceKind;
  /** Our intent id, or the id the provider printed when we have no intent. */
  intentId: string;
  /** The provider's (operator's) transaction id, when known. */
  providerTxnId?: string;
  ours?: OurSide;
  theirs?: TheirSide;
  detail?: string;
}

export interface Explanation {
  at: Date;
  by: string;
  reason: string;
}

export interface ReconLine extends ReconDifference {
  id: string;
  explanation?: Explanation;
}

export interface ReconReport {
  id: string;
  provider: string;
  /** The market's calendar day, YYYY-MM-DD. */
  day: string;
  timeZone: string;
  periodStart: Date;
  periodEnd: Date;
  source: 'statement' | 'per-intent';
  providerLines: number;
  ourIntents: number;
  differenceCount: number;
  unexplainedCount: number;
  runCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ReconReportWithLines extends ReconReport {
  lines: ReconLine[];
}
