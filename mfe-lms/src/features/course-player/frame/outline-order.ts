import type { PlayerCourse, PlayerItem } from '../api/types';

/** Every item of the outline in reading order (the server's previous/next order: visible items, locked ones included). */
function itemsInOrder(course: PlayerCourse): PlayerItem[] {
  return course.sections.flatMap((section) => section.subsections);
}

/** The items before and after `subsectionId` in the outline, null at either end. */
export function neighborsOf(course: PlayerCourse, subsectionId: number | null): { previous: PlayerItem | null; next: PlayerItem | null } {
  const items = itemsInOrder(course);
  const index = subsectionId === null ? -1 : items.findIndex((item) => item.id === subsectionId);
  if (index < 0) return { previous: null, next: null };
  return { previous: items[index - 1] ?? null, next: items[index + 1] ?? null };
}

/** Where opening the course goes: the server's resume item when it is still in the outline, else the information page. */
export function resumeTarget(course: PlayerCourse): number | null {
  const id = course.resumeSubsectionId;
  return id !== null && itemsInOrder(course).some((item) => item.id === id) ? id : null;
}
