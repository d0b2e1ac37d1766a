import fc from 'fast-check';
import { clampPage, pageCount, pagingState } from './paging';

describe('paging', () => {
  it('counts at least one page, even for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('disables previous on the first page and next on the last', () => {
    expect(pagingState(1, 3)).toEqual({ current: 1, last: 3, hasPrevious: false, hasNext: true });
    expect(pagingState(3, 3)).toEqual({ current: 3, last: 3, hasPrevious: true, hasNext: false });
    expect(pagingState(1, 0)).toEqual({ current: 1, last: 1, hasPrevious: false, hasNext: false });
  });

  it('always keeps the page between 1 and the last page', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 500 }),
        (page, total) => {
          const clamped = clampPage(page, total);
          return clamped >= 1 && clamped <= Math.max(1, total);
        },
      ),
    );
  });
});
