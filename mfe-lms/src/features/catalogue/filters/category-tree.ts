import type { FilterOptions } from '../api/types';

type Category = FilterOptions['categories'][number];

/** A category with its depth in the tree (0 for a top-level one). */
export interface CategoryRow extends Category {
  depth: number;
}

/**
 * The categories in tree order: each parent followed by its children,
 * siblings in the order the API gave. A child whose parent is missing is shown at the top.
 */
export function categoryRows(categories: readonly Category[]): CategoryRow[] {
  const known = new Set(categories.map((c) => c.id));
  const childrenOf = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && known.has(category.parentId) ? category.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const rows: CategoryRow[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const category of childrenOf.get(parent) ?? []) {
      rows.push({ ...category, depth });
      // Depth guard: a cycle in bad data must not hang the page.
      if (depth < 5) visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}
