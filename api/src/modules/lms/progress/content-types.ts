/**
 * The content types of course_subsections.content_type and which of them a
 * member can complete today (docs/design/course-player-api.md "Content types").
 * The others (assignments, exams...) get their rule in later issues; until
 * then they are left out of the required weight.
 */
export const CONTENT_TYPES = [
  'FILE', 'TEXT', 'QUESTIONNAIRE', 'ONLINE_LECTURE', 'ON_CAMPUS_LECTURE',
  'ASSIGNMENT', 'DISCUSSION_BOARD', 'SURVEY', 'POLL', 'EXAM', 'SCORM',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

// DISCUSSION_BOARD: a student's first comment; SURVEY and POLL: voting (lms/discussions, lms/surveys).
export const COMPLETABLE_CONTENT_TYPES = ['FILE', 'TEXT', 'QUESTIONNAIRE', 'ONLINE_LECTURE', 'ON_CAMPUS_LECTURE', 'DISCUSSION_BOARD', 'SURVEY', 'POLL'] as const;

/** Whether items of this content type have a completion rule (and so count in progress). */
export function hasCompletionRule(contentType: string | null): boolean {
  return (COMPLETABLE_CONTENT_TYPES as readonly string[]).includes(contentType ?? '');
}
