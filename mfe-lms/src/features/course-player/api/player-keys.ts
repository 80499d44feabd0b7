/**
 * Keys of the course player's queries. All start with 'lms' and the course
 * (as the overview's do), so an enrollment anywhere reloads them; the items'
 * own answers are apart ('player-item') because their media addresses are
 * signed per load: reloading one would restart a playing video.
 */
export const playerKeys = {
  course: (courseId: number) => ['lms', 'courses', courseId] as const,
  outline: (courseId: number, studentView: boolean, language: string) => ['lms', 'courses', courseId, 'player', studentView, language] as const,
  outlines: (courseId: number) => ['lms', 'courses', courseId, 'player'] as const,
  item: (courseId: number, subsectionId: number, studentView: boolean) => ['lms', 'courses', courseId, 'player-item', subsectionId, studentView] as const,
  itemNotes: (courseId: number, subsectionId: number) => ['lms', 'courses', courseId, 'notes', 'item', subsectionId] as const,
  notes: (courseId: number) => ['lms', 'courses', courseId, 'notes'] as const,
  notesSearch: (courseId: number, query: string) => ['lms', 'courses', courseId, 'notes', 'list', query] as const,
  announcements: (courseId: number, page: number) => ['lms', 'courses', courseId, 'announcements', page] as const,
  announcement: (courseId: number, id: number) => ['lms', 'courses', courseId, 'announcement', id] as const,
  onlineLectures: (courseId: number, page: number) => ['lms', 'courses', courseId, 'online-lectures', page] as const,
  onlineLecture: (courseId: number, id: number) => ['lms', 'courses', courseId, 'online-lecture', id] as const,
  onCampusLectures: (courseId: number, page: number) => ['lms', 'courses', courseId, 'on-campus-lectures', page] as const,
  onCampusLecture: (courseId: number, id: number) => ['lms', 'courses', courseId, 'on-campus-lecture', id] as const,
  attendance: (courseId: number) => ['lms', 'courses', courseId, 'attendance'] as const,
  attendanceReport: (courseId: number, page: number) => ['lms', 'courses', courseId, 'attendance-report', page] as const,
  attendanceCode: (courseId: number, attendanceId: number) => ['lms', 'courses', courseId, 'attendance-session', attendanceId, 'code'] as const,
};

/** The query parameter of the instructors' "view as a student" (the student_view deep link). */
export const viewAsOf = (studentView: boolean) => (studentView ? { viewAs: 'student' as const } : {});
