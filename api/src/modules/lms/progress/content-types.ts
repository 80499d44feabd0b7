/**
 * The content types of course_subsections.content_type and which of them a
 * member can complete today (docs/design/course-player-api.md "Content types").
 * The others (SCORM) get their rule in a later issue; until then they are
 * left out of the required weight.
 */
export const CONTENT_TYPES = [
  'FILE', 'TEXT', 'QUESTIONNAIRE', 'ONLINE_LECTURE', 'ON_CAMPUS_LECTURE',
  'ASSIGNMENT', 'DISCUSSION_BOARD', 'SURVEY', 'POLL', 'EXAM', 'SCORM',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

// DISCUSSION_BOARD: a student's first comment; SURVEY and POLL: voting (lms/discussions, lms/surveys).
// EXAM: a counted attempt graded and passed, or any without a passing score (exams/scoring/record-exam-outcome.ts).
// ASSIGNMENT: a submission, for the submitter and, on group work, every member of the group (lms/assignments/submit.ts).
export const COMPLETABLE_CONTENT_TYPES = [
  'FILE', 'TEXT', 'QUESTIONNAIRE', 'ONLINE_LECTURE', 'ON_CAMPUS_LECTURE', 'DISCUSSION_BOARD', 'SURVEY', 'POLL', 'EXAM', 'ASSIGNMENT',
] as const;

/** Whether items of this content type have a completion rule (and so count in progress). */
export function hasCompletionRule(contentType: string | null): boolean {
  return (COMPLETABLE_CONTENT_TYPES as readonly string[]).includes(contentType ?? '');
}
