import type { onCampusLectures, onlineLectures } from '../content/tables';
import type { OnCampusLecture, OnlineLecture } from './dto';

type OnlineLectureRow = typeof onlineLectures.$inferSelect;
type OnCampusLectureRow = typeof onCampusLectures.$inferSelect;

/** Members may join from 15 minutes before the start to the end (docs/design/course-player-api.md "Join window"). */
const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;

type LectureState = 'UPCOMING' | 'LIVE' | 'ENDED';

function lectureStateOf(lecture: { startsAt: Date; endsAt: Date }, now: Date): LectureState {
  if (now.getTime() < lecture.startsAt.getTime()) return 'UPCOMING';
  if (now.getTime() < lecture.endsAt.getTime()) return 'LIVE';
  return 'ENDED';
}

export function isInJoinWindow(lecture: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return now.getTime() >= lecture.startsAt.getTime() - JOIN_OPENS_BEFORE_MS && now.getTime() <= lecture.endsAt.getTime();
}

/** How the caller relates to a lecture: whether its subsection is locked for them, and whether they attended (null: not a student). */
export interface LectureViewer {
  now: Date;
  locked: boolean;
  attended: boolean | null;
}

export function onlineLectureDto(row: OnlineLectureRow, viewer: LectureViewer): OnlineLecture {
  const ended = viewer.now.getTime() >= row.endsAt.getTime();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    meetingKind: row.meetingKind === 'VIDEO_CONFERENCE_TOOL' ? 'VIDEO_CONFERENCE_TOOL' : 'EXTERNAL',
    tool: row.tool,
    state: lectureStateOf(row, viewer.now),
    joinOpensAt: new Date(row.startsAt.getTime() - JOIN_OPENS_BEFORE_MS).toISOString(),
    joinUrl: !viewer.locked && isInJoinWindow(row, viewer.now) ? row.meetingUrl : null,
    recordingUrl: !viewer.locked && ended ? row.recordingUrl : null,
    subsectionId: row.subsectionId,
    attended: viewer.attended,
  };
}

export function onCampusLectureDto(row: OnCampusLectureRow, viewer: LectureViewer): OnCampusLecture {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    state: lectureStateOf(row, viewer.now),
    subsectionId: row.subsectionId,
    attended: viewer.attended,
  };
}
