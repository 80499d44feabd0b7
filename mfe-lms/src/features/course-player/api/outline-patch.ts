import type { CompletionAnswer, PlayerCourse, PlayerItem } from './types';

/** Whether an item counts toward progress (the server's rule, for the instant tick only: the reload has the truth). */
const counts = (item: PlayerItem) => item.hasCompletionRule && !item.isOptional && item.weight > 0;

/**
 * The outline after the server said `subsectionId` is now completed: its
 * tick, its section's progress and the course's, shown at once while the
 * outline reloads.
 */
export function withCompletion(course: PlayerCourse, subsectionId: number, answer: CompletionAnswer): PlayerCourse {
  return {
    ...course,
    progress: answer.progress ?? course.progress,
    sections: course.sections.map((section) => {
      const item = section.subsections.find((sub) => sub.id === subsectionId);
      if (!item || item.isCompleted === answer.isCompleted) return section;
      const progress = section.progress && counts(item) && answer.isCompleted
        ? { ...section.progress, completedWeight: section.progress.completedWeight + item.weight }
        : section.progress;
      return {
        ...section,
        progress: progress && {
          ...progress,
          percent: progress.requiredWeight > 0 ? Math.round((100 * progress.completedWeight) / progress.requiredWeight) : 0,
        },
        subsections: section.subsections.map((sub) => (sub.id === subsectionId ? { ...sub, isCompleted: answer.isCompleted } : sub)),
      };
    }),
  };
}

/** The item of the outline with this id, with its section. */
export function findItem(course: PlayerCourse, subsectionId: number) {
  for (const section of course.sections) {
    const item = section.subsections.find((sub) => sub.id === subsectionId);
    if (item) return { section, item };
  }
  return null;
}
