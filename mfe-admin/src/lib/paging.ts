/** Number of pages for `total` items, never less than 1 so "Page 1 sur 1" shows for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Keeps a requested page inside 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), last);
}

export function pagingState(page: number, totalPages: number) {
  const last = Math.max(1, totalPages);
  const current = clampPage(page, last);
  return { current, last, hasPrevious: current > 1, hasNext: current < last };
}
