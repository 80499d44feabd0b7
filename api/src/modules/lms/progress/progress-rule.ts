/** What the progress formula needs to know of one subsection, for one member. */
export interface ProgressItem {
  weight: number;
  isOptional: boolean;
  /** The subsection and its section are published. */
  isPublished: boolean;
  /** Left out for this member (unpublished, or not in its audience): rule 1 of "Visibility and locks". */
  isHidden: boolean;
  hasCompletionRule: boolean;
  isCompleted: boolean;
}

export interface ProgressSummary {
  completedWeight: number;
  requiredWeight: number;
  /** 0..100; 0 when nothing is required. */
  percent: number;
}

/**
 * Whether an item is part of the required weight. Locked items are (they are
 * still to do); optional ones, hidden ones, weight 0 and types without a
 * completion rule are not.
 */
export function countsTowardProgress(item: Omit<ProgressItem, 'isCompleted'>): boolean {
  return item.isPublished && !item.isHidden && !item.isOptional && item.hasCompletionRule && item.weight > 0;
}

/**
 * docs/design/course-player-api.md "Progress formula". recompute-progress.ts
 * is the same formula in SQL; the HTTP tests hold the two together.
 */
export function progressOf(items: readonly ProgressItem[]): ProgressSummary {
  let completedWeight = 0;
  let requiredWeight = 0;
  for (const item of items) {
    if (!countsTowardProgress(item)) continue;
    requiredWeight += item.weight;
    if (item.isCompleted) completedWeight += item.weight;
  }
  const percent = requiredWeight === 0 ? 0 : Math.round((100 * completedWeight) / requiredWeight);
  return { completedWeight, requiredWeight, percent };
}
