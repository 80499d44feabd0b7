/** What any lecture must be once a create or a change is applied; the problem, or null. */
export interface LectureState {
  startsAt: Date;
  endsAt: Date;
  meetingKind?: string;
  tool?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export function lectureProblem(state: LectureState): string | null {
  if (state.endsAt <= state.startsAt) return 'endsAt must be after startsAt';
  if (state.meetingKind === 'VIDEO_CONFERENCE_TOOL' && !state.tool) return 'A VIDEO_CONFERENCE_TOOL lecture needs tool';
  if ((state.latitude == null) !== (state.longitude == null)) return 'latitude and longitude go together';
  return null;
}
