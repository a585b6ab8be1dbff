import { describe, expect, it } from 'vitest';
import { currentCursor, FIRST_PAGE, nextPage, pageNumber, previousPage, splitPage } from './cursor-stack';

describe('desktop record paging by cursor', () => {
  it('starts without a cursor, moves forward by the last id shown and back by the stack', () => {
    let stack = FIRST_PAGE;
    expect(currentCursor(stack)).toBeUndefined();
    expect(pageNumber(stack)).toBe(1);

    stack = nextPage(stack, 'id-8');
    stack = nextPage(stack, 'id-16');
    expect(currentCursor(stack)).toBe('id-16');
    expect(pageNumber(stack)).toBe(3);

    stack = previousPage(stack);
    expect(currentCursor(stack)).toBe('id-8');
    stack = previousPage(stack);
    expect(currentCursor(stack)).toBeUndefined();
    // There is nothing before the first page.
    expect(previousPage(stack)).toEqual(FIRST_PAGE);
  });

  it('shows at most one page and knows from the extra row whether another follows', () => {
    const nine = Array.from({ length: 9 }, (_, i) => i);
    expect(splitPage(nine, 8)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7], hasMore: true });
    expect(splitPage(nine.slice(0, 8), 8)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7], hasMore: false });
    expect(splitPage([], 8)).toEqual({ rows: [], hasMore: false });
  });
});
