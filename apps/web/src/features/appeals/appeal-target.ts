import type { AppealKindValue } from '@nyota/contract/appeals-constants';

/** Which appeal dialog is open: a new appeal (or an appeal again) of a record, an appeal's timeline, or a linked record being looked up. */
export type AppealTarget =
  | {
      mode: 'appeal';
      kind: AppealKindValue;
      /** The record's id (orderNo / tradeNo). */
      recordId: string;
      /** Its amount in minor units, when the opener knows it. */
      money?: number;
      /** Appeal again: the previous submission's transaction ID and screenshots. */
      prefill?: { receipt: string; images: string[] };
    }
  | { mode: 'detail'; appealId: number }
  /** A link that names a record: it is looked up first, and only a record of the player's opens its appeal. */
  | { mode: 'lookup'; kind: AppealKindValue; recordId: string };
