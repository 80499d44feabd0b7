import type { ItemAccess } from './access-rules';

export interface ResumeCandidate {
  id: number;
  access: ItemAccess;
  /** Counts toward progress (required, with a completion rule, weight > 0). */
  isRequired: boolean;
  isCompleted: boolean;
}

/**
 * Where opening the course goes (PlayerCourse.resumeSubsectionId): the last
 * visited item if the member may still open it, else the first required
 * item not done yet that is open, else null. `outline` in outline order.
 */
export function resumeSubsectionOf(outline: readonly ResumeCandidate[], lastVisitedId: number | null): number | null {
  const opens = (item: ResumeCandidate) => !item.access.hidden && item.access.lock === null;
  const last = lastVisitedId === null ? undefined : outline.find((item) => item.id === lastVisitedId);
  if (last && opens(last)) return last.id;
  return outline.find((item) => opens(item) && item.isRequired && !item.isCompleted)?.id ?? null;
}
