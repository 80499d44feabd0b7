import type { Note } from '../api/types';

export interface NoteGroup {
  sectionId: number;
  sectionName: string;
  notes: Note[];
}

/** Notes (in outline order, as the API lists them) grouped by their section. */
export function groupBySection(notes: readonly Note[]): NoteGroup[] {
  const groups: NoteGroup[] = [];
  for (const note of notes) {
    const last = groups[groups.length - 1];
    if (last && last.sectionId === note.sectionId) last.notes.push(note);
    else groups.push({ sectionId: note.sectionId, sectionName: note.sectionName, notes: [note] });
  }
  return groups;
}
