/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageSlot = number | 'gap';

/**
 * The page buttons to show (1-based): the first, the last, and `around` pages
 * either side of the current one; a gap replaces any run of hidden pages
 * (a single hidden page is shown instead of a gap, which would be as wide).
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push(p - 1);
    else if (p - previous > 2) slots.push('gap');
    slots.push(p);
    previous = p;
  }
  return slots;
}

/** How many pages `count` items fill at `size` a page. */
export const pageCountOf = (count: number, size: number): number => Math.max(1, Math.ceil(count / size));

/** The spec's paging (section 7): skip = page index × size; `page` here is 1-based. */
export const skipOf = (page: number, size: number): number => Math.max(0, page - 1) * size;
