/** Zoom levels of the PDF viewer, as a share of the fitted width (1 = the page fits the column). */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT = 1;

/** The next level in or out, staying at the ends. */
export function zoomStep(current: number, direction: 1 | -1): number {
  const index = ZOOM_LEVELS.findIndex((level) => level >= current);
  const at = index < 0 ? ZOOM_LEVELS.length - 1 : index;
  const exact = ZOOM_LEVELS[at] === current;
  const next = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, next))] ?? current;
}
