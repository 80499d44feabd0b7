import type { operations } from '@halaqa/api-client';
import type { OkBody } from '@halaqa/api-client';

/** The JSON body of an operation's 201 answer. */
type CreatedBody<O extends keyof operations> =
  operations[O]['responses'] extends { 201: { content: { 'application/json': infer T } } } ? T : never;

export type PlayerCourse = OkBody<'getCoursePlayer'>;
export type PlayerSection = PlayerCourse['sections'][number];
export type PlayerItem = PlayerSection['subsections'][number];
export type Lock = NonNullable<PlayerItem['lock']>;
export type PlayerSubsection = OkBody<'getPlayerSubsection'>;
export type CompletionAnswer = OkBody<'visitSubsection'>;
export type PlaybackAnswer = OkBody<'recordPlayback'>;
export type AnswerFeedback = OkBody<'answerQuestionnaireQuestion'>;
export type NotePage = OkBody<'listCourseNotes'>;
export type Note = NotePage['data'][number];
export type CreatedNote = CreatedBody<'createNote'>;
export type AnnouncementPage = OkBody<'listCourseAnnouncements'>;
export type CourseAnnouncement = OkBody<'getCourseAnnouncement'>;
export type OnlineLecturePage = OkBody<'listOnlineLectures'>;
export type OnlineLecture = OkBody<'getOnlineLecture'>;
export type OnCampusLecturePage = OkBody<'listOnCampusLectures'>;
export type OnCampusLecture = OkBody<'getOnCampusLecture'>;
export type LectureState = OnlineLecture['state'];
export type JoinAnswer = OkBody<'joinOnlineLecture'>;
export type MyAttendance = OkBody<'getMyAttendance'>;
export type AttendanceRecord = OkBody<'recordAttendanceByCode'>;
export type AttendanceSession = CreatedBody<'openAttendanceSession'>;
export type ClosedAttendanceSession = OkBody<'closeAttendanceSession'>;
export type AttendanceCode = OkBody<'getAttendanceCode'>;
export type AttendanceReportPage = OkBody<'getAttendanceReport'>;
export type AttendanceReportRow = AttendanceReportPage['data'][number];
