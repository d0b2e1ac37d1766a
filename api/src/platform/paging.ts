/** The number of pages a list of `total` items has at `limit` a page (at least one). */
export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
