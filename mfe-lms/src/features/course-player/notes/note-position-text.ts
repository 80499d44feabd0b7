import type { Note } from '../api/types';

/** Seconds as a clock reading: 65 -> "1:05", 3725 -> "1:02:05". */
function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The i18n key and values that say where a note was made, or null for a note of the whole item. */
export function notePlaceOf(note: Pick<Note, 'positionKind' | 'position'>): { key: string; values: Record<string, string> } | null {
  if (note.position === null || note.positionKind === null) return null;
  return note.positionKind === 'VIDEO_TIME'
    ? { key: 'player.notes.atTime', values: { time: clockOf(note.position) } }
    : { key: 'player.notes.atPage', values: { page: String(note.position) } };
}

/** Where a note leads: its item, at its time or page. */
export function noteTarget(note: Pick<Note, 'positionKind' | 'position'>): { t?: number; page?: number } {
  if (note.position === null) return {};
  return note.positionKind === 'VIDEO_TIME' ? { t: note.position } : note.positionKind === 'PDF_PAGE' ? { page: note.position } : {};
}
