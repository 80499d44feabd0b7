import type { AttendanceCode, AttendanceSession, OnCampusLecture, OnlineLecture } from '../api/types';

/** An instructor of course 11 in their own view: the viewer of the player who takes attendance. */
export const instructorView = { viewer: { role: 'INSTRUCTOR' as const, studentView: false }, progress: null };

/** The workshop in Room 4 (on-campus lecture 4), live. */
export const workshopFixture: OnCampusLecture = {
  id: 4, title: 'Workshop', description: null, startsAt: '2026-03-10T10:00:00.000Z', endsAt: '2026-03-10T12:00:00.000Z',
  location: 'Room 4', latitude: null, longitude: null, state: 'LIVE', subsectionId: 106, attended: null,
};

/** The live Q&A (online lecture 3), upcoming. */
export const liveQaFixture: OnlineLecture = {
  id: 3, title: 'Live Q&A', description: null, startsAt: '2099-03-10T10:00:00.000Z', endsAt: '2099-03-10T11:00:00.000Z',
  meetingKind: 'EXTERNAL', tool: null, state: 'UPCOMING', joinOpensAt: '2099-03-10T09:45:00.000Z', joinUrl: null, recordingUrl: null,
  subsectionId: 105, attended: null,
};

/** Session 9, opened at `opened` (ms) for 15 minutes. */
export function sessionFixture(opened: number, overrides: Partial<AttendanceSession> = {}): AttendanceSession {
  return {
    id: 9, courseId: 11, lectureKind: 'ON_CAMPUS', lectureId: 4,
    opensAt: new Date(opened).toISOString(), closesAt: new Date(opened + 15 * 60_000).toISOString(), isOpen: true,
    ...overrides,
  };
}

/** A code as the API gives it: `validUntil` is the end of the grace step after the code's own. */
export function codeFixture(code: string, validUntil: string, closesAt: string): AttendanceCode {
  return {
    code,
    deepLink: `https://academy.example/lms/courses/11/attendance?code=${code}`,
    qrSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><title>${code}</title></svg>`,
    validUntil,
    closesAt,
  };
}
