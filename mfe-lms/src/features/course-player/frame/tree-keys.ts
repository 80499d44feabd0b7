/** A row of the outline tree as the keyboard sees it: a section or an item inside one. */
export interface TreeRow {
  key: string;
  kind: 'section' | 'item';
  /** The section's key, for an item. */
  parent: string | null;
  expanded: boolean;
}

export type TreeMove =
  | { kind: 'focus'; key: string }
  | { kind: 'expand'; key: string }
  | { kind: 'collapse'; key: string }
  | { kind: 'open'; key: string }
  | null;

/**
 * What a key does in the outline (WAI-ARIA tree pattern): up and down move
 * through the rows a reader can see, Home and End to the ends; the arrow
 * toward the reading direction opens a section or enters it, the arrow
 * against it closes a section or goes up to it; Enter and Space toggle a
 * section and open an item. `rows` are the visible rows in order.
 */
export function treeMove(rows: readonly TreeRow[], current: string, key: string, direction: 'ltr' | 'rtl'): TreeMove {
  const index = rows.findIndex((row) => row.key === current);
  const row = rows[index];
  if (!row) return null;
  const inward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const outward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const focus = (target: TreeRow | undefined): TreeMove => (target ? { kind: 'focus', key: target.key } : null);
  switch (key) {
    case 'ArrowDown': return focus(rows[index + 1]);
    case 'ArrowUp': return focus(rows[index - 1]);
    case 'Home': return focus(rows[0]);
    case 'End': return focus(rows[rows.length - 1]);
    case inward:
      if (row.kind === 'section') return row.expanded ? focus(rows[index + 1]?.parent === row.key ? rows[index + 1] : undefined) : { kind: 'expand', key: row.key };
      return null;
    case outward:
      if (row.kind === 'section') return row.expanded ? { kind: 'collapse', key: row.key } : null;
      return row.parent ? { kind: 'focus', key: row.parent } : null;
    case 'Enter':
    case ' ':
      if (row.kind === 'section') return row.expanded ? { kind: 'collapse', key: row.key } : { kind: 'expand', key: row.key };
      return { kind: 'open', key: row.key };
    default:
      return null;
  }
}
