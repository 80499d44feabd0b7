import type { Note } from '../api/types';

/** Where in an item a note is made: the video's time or the PDF's page. */
export interface NotePosition {
  kind: NonNullable<Note['positionKind']>;
  position: number;
}

/** What a viewer tells the page as the member moves through it (the note form reads the latest). */
export type OnPosition = (position: NotePosition) => void;

/** A whole number from the address (`?t=90`, `?page=3`), or null when it is not one. */
export function wholeNumberOf(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}
