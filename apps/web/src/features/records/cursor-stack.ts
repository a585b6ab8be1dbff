/**
 * Desktop paging of the records (docs/product-rules/records-and-appeals.md#paging: pages of 8 with
 * previous and next). The server pages by cursor: a page holds the records older than `startId`,
 * the last id already shown. Going back needs the cursor each earlier page started from, so they
 * are kept as a stack; the first page has no cursor.
 */
export type CursorStack = readonly (string | undefined)[];

export const FIRST_PAGE: CursorStack = [undefined];

/** The cursor the shown page was fetched with. */
export function currentCursor(stack: CursorStack): string | undefined {
  return stack[stack.length - 1];
}

/** 1 for the first page. */
export function pageNumber(stack: CursorStack): number {
  return stack.length;
}

/** The next page starts after the last record shown. */
export function nextPage(stack: CursorStack, lastShownId: string): CursorStack {
  return [...stack, lastShownId];
}

export function previousPage(stack: CursorStack): CursorStack {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}

/**
 * A page is fetched one row larger than it shows: the extra row, if it comes, says that a next page
 * exists without a request that might come back empty.
 */
export function splitPage<T>(rows: readonly T[], size: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}
