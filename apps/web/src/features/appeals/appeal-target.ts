import type { AppealKindValue } from '@nyota/contract/appeals-constants';

/** Which appeal dialog is open: a new appeal (or an appeal again) of a record, or an appeal's timeline. */
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
  | { mode: 'detail'; appealId: number };
