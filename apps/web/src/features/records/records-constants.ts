/**
 * Limits of the Records screen (docs/product-rules/records-and-appeals.md#month-window, #paging).
 * The contract keeps RECORD_MONTHS beside its zod schemas (api/records.ts), which the bundle must
 * not load, so the numbers are restated here.
 */

/** The month picker: the current month and the 5 before it (the server refuses older months). */
export const RECORD_MONTH_COUNT = 6;
/** Desktop pages hold 8 records. */
export const DESKTOP_PAGE_SIZE = 8;
/** Mobile loads 10 records per step of its endless list. */
export const MOBILE_PAGE_SIZE = 10;
