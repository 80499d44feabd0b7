import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CourseLanguageSchema } from '../course-card-dto';
import { FILE_KINDS } from './file-kind';

/** The shapes of docs/design/course-player-api.md "Learner calls", as TypeBox schemas. */

const LOCK_REASONS = ['UNLOCK_DATE', 'PREREQUISITE', 'NOT_YET_AVAILABLE', 'NO_LONGER_AVAILABLE'] as const;
const SectionRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
const PersonSchema = Type.Object({ id: Type.Integer(), name: Type.String(), profileImageUrl: Nullable(Type.String()) });

const LockSchema = Type.Object({
  reason: StringEnum(LOCK_REASONS),
  until: Nullable(DateTimeSchema),
  prerequisites: Type.Array(SectionRefSchema),
});

const PlayerItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contentType: Nullable(Type.String()),
  fileKind: Nullable(StringEnum(FILE_KINDS)),
  isOptional: Type.Boolean(),
  weight: Type.Integer(),
  hasCompletionRule: Type.Boolean(),
  isCompleted: Nullable(Type.Boolean({ description: 'null for instructors and administrators' })),
  lock: Nullable(LockSchema),
  availableFrom: Nullable(DateTimeSchema),
  availableTo: Nullable(DateTimeSchema),
});
export type PlayerItem = Static<typeof PlayerItemSchema>;

const SectionProgressSchema = Type.Object({ completedWeight: Type.Integer(), requiredWeight: Type.Integer(), percent: Type.Integer() });

export const PlayerCourseSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  language: CourseLanguageSchema,
  welcomeMessage: Nullable(Type.String()),
  description: Type.String(),
  courseSyllabus: Nullable(Type.String()),
  startDate: Nullable(DateTimeSchema),
  endDate: Nullable(DateTimeSchema),
  duration: Nullable(Type.Integer()),
  durationUnit: Nullable(Type.String()),
  learningTypes: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() })),
  instructors: Type.Array(PersonSchema),
  passingGradePercentage: Type.Number(),
  mandatoryAttendancePercentage: Type.Number(),
  viewer: Type.Object({ role: StringEnum(['STUDENT', 'INSTRUCTOR', 'ADMINISTRATOR'] as const), studentView: Type.Boolean() }),
  progress: Nullable(Type.Integer({ description: 'Students only' })),
  lastVisitedSubsectionId: Nullable(Type.Integer()),
  resumeSubsectionId: Nullable(Type.Integer({ description: 'Last visited if still open, else the first unfinished open required item' })),
  sections: Type.Array(Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    week: Type.Integer(),
    learningObjectives: Nullable(Type.String()),
    unlockStartDate: Nullable(DateTimeSchema),
    prerequisites: Type.Array(SectionRefSchema),
    lock: Nullable(LockSchema),
    progress: Nullable(SectionProgressSchema),
    subsections: Type.Array(PlayerItemSchema),
  })),
});
export type PlayerCourse = Static<typeof PlayerCourseSchema>;

const QuestionFeedbackSchema = Type.Object({
  questionId: Type.Integer(),
  answerId: Type.Integer(),
  isCorrect: Type.Boolean(),
  correctAnswerId: Type.Integer(),
  explanation: Nullable(Type.String()),
});
export type QuestionFeedback = Static<typeof QuestionFeedbackSchema>;

const LECTURE_STATES = ['UPCOMING', 'LIVE', 'ENDED'] as const;

export const OnlineLectureSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  meetingKind: StringEnum(['EXTERNAL', 'VIDEO_CONFERENCE_TOOL'] as const),
  tool: Nullable(Type.String()),
  state: StringEnum(LECTURE_STATES),
  joinOpensAt: DateTimeSchema,
  joinUrl: Nullable(Type.String({ description: 'Only inside the join window, for callers who may open the lecture' })),
  recordingUrl: Nullable(Type.String({ description: 'Only after the end' })),
  subsectionId: Nullable(Type.Integer()),
  attended: Nullable(Type.Boolean({ description: 'null for instructors and administrators' })),
});
export type OnlineLecture = Static<typeof OnlineLectureSchema>;

export const OnCampusLectureSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  location: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  state: StringEnum(LECTURE_STATES),
  subsectionId: Nullable(Type.Integer()),
  attended: Nullable(Type.Boolean({ description: 'null for instructors and administrators' })),
});
export type OnCampusLecture = Static<typeof OnCampusLectureSchema>;

export const PlayerSubsectionSchema = Type.Composite([PlayerItemSchema, Type.Object({
  sectionId: Type.Integer(),
  sectionName: Type.String(),
  description: Nullable(Type.String()),
  body: Nullable(Type.String({ description: 'Sanitized HTML' })),
  previousId: Nullable(Type.Integer()),
  nextId: Nullable(Type.Integer()),
  file: Nullable(Type.Object({
    mediaId: Type.Integer(),
    fileName: Type.String(),
    mime: Type.String(),
    sizeBytes: Nullable(Type.Integer()),
    url: Type.String({ description: 'Signed for the caller, valid 15 minutes' }),
    durationSeconds: Nullable(Type.Integer()),
    pages: Nullable(Type.Array(Type.Object({
      number: Type.Integer(), width: Type.Integer(), height: Type.Integer(), imageUrl: Type.String(), text: Type.String(),
    }))),
    transcripts: Type.Array(Type.Object({ language: StringEnum(['en', 'ar'] as const), label: Type.String(), url: Type.String() })),
  })),
  playback: Nullable(Type.Object({ position: Nullable(Type.Integer()), watchedSeconds: Type.Number(), durationSeconds: Nullable(Type.Integer()) })),
  questionnaire: Nullable(Type.Array(Type.Object({
    id: Type.Integer(),
    text: Type.String(),
    answers: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
    feedback: Nullable(QuestionFeedbackSchema),
  }))),
  onlineLecture: Nullable(OnlineLectureSchema),
  onCampusLecture: Nullable(OnCampusLectureSchema),
  attachments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), isExternal: Type.Boolean() })),
})]);
export type PlayerSubsection = Static<typeof PlayerSubsectionSchema>;

export const CompletionAnswerSchema = Type.Object({
  isCompleted: Type.Boolean(),
  progress: Nullable(Type.Integer({ description: "The member's course progress; null for instructors and administrators" })),
});
export type CompletionAnswer = Static<typeof CompletionAnswerSchema>;

export const PlaybackAnswerSchema = Type.Composite([CompletionAnswerSchema, Type.Object({
  watchedSeconds: Type.Number(),
  durationSeconds: Nullable(Type.Integer()),
})]);
export type PlaybackAnswer = Static<typeof PlaybackAnswerSchema>;

export const FeedbackAnswerSchema = Type.Composite([QuestionFeedbackSchema, CompletionAnswerSchema]);

const NOTE_POSITION_KINDS = ['VIDEO_TIME', 'PDF_PAGE'] as const;
export const NoteSchema = Type.Object({
  id: Type.Integer(),
  subsectionId: Type.Integer(),
  subsectionName: Type.String(),
  sectionId: Type.Integer(),
  sectionName: Type.String(),
  note: Type.String(),
  positionKind: Nullable(StringEnum(NOTE_POSITION_KINDS)),
  position: Nullable(Type.Integer()),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Note = Static<typeof NoteSchema>;

export const CourseAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  announcementDate: DateTimeSchema,
  author: Nullable(PersonSchema),
});
export type CourseAnnouncement = Static<typeof CourseAnnouncementSchema>;

export const AttendanceRecordSchema = Type.Object({
  lectureKind: StringEnum(['ONLINE', 'ON_CAMPUS'] as const),
  lectureId: Type.Integer(),
  title: Type.String(),
  startsAt: DateTimeSchema,
  attended: Type.Boolean(),
  method: Nullable(StringEnum(['CODE', 'JOINED', 'MANUAL'] as const)),
  recordedAt: Nullable(DateTimeSchema),
});
export type AttendanceRecord = Static<typeof AttendanceRecordSchema>;

export const MyAttendanceSchema = Type.Object({
  mandatoryAttendancePercentage: Type.Number({ description: '0..1 as stored on the course' }),
  attendancePercentage: Nullable(Type.Number({ description: 'attended / lectures that have started; null when none has' })),
  attendedCount: Type.Integer(),
  heldCount: Type.Integer(),
  records: Type.Array(AttendanceRecordSchema),
});
export type MyAttendance = Static<typeof MyAttendanceSchema>;

// Requests.

export const SubsectionParamsSchema = Type.Object({ courseId: IdSchema, subsectionId: IdSchema });
export const QuestionParamsSchema = Type.Object({ courseId: IdSchema, subsectionId: IdSchema, questionId: IdSchema });
export const NoteParamsSchema = Type.Object({ courseId: IdSchema, noteId: IdSchema });
export const AnnouncementParamsSchema = Type.Object({ courseId: IdSchema, announcementId: IdSchema });
export const OnlineLectureParamsSchema = Type.Object({ courseId: IdSchema, onlineLectureId: IdSchema });
export const OnCampusLectureParamsSchema = Type.Object({ courseId: IdSchema, onCampusLectureId: IdSchema });

export const ViewAsQuerySchema = Type.Object({
  viewAs: Type.Optional(StringEnum(['student'] as const, { description: 'Instructors and administrators: locks and visibility as a member with no progress' })),
});

/** Seconds; bounded so sums stay exact and the JSON stays small. */
const Seconds = Type.Number({ minimum: 0, maximum: 1_000_000 });
export const PlaybackBodySchema = Type.Object({
  ranges: Type.Array(Type.Tuple([Seconds, Seconds]), { maxItems: 100 }),
  position: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
}, { additionalProperties: false });
export type PlaybackBody = Static<typeof PlaybackBodySchema>;

export const AnswerBodySchema = Type.Object({ answerId: IdSchema }, { additionalProperties: false });

const NoteText = Type.String({ minLength: 1, maxLength: 5000 });
export const CreateNoteBodySchema = Type.Object({
  note: NoteText,
  positionKind: Type.Optional(StringEnum(NOTE_POSITION_KINDS)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
}, { additionalProperties: false });
export type CreateNoteBody = Static<typeof CreateNoteBodySchema>;
export const UpdateNoteBodySchema = Type.Object({ note: NoteText }, { additionalProperties: false });

export const NotesQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })),
});

export const AttendanceCodeBodySchema = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false });

export const NotePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(NoteSchema) });
export const AnnouncementPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(CourseAnnouncementSchema) });
export const OnlineLecturePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(OnlineLectureSchema) });
export const OnCampusLecturePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(OnCampusLectureSchema) });
export const JoinAnswerSchema = Type.Object({ joinUrl: Type.String() });
