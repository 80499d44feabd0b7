/** The language a course is taught in (spec enumeration "language"), not the interface language. */
export const COURSE_LANGUAGES = ['ENGLISH', 'ARABIC'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

/** Spec sections 5 and 9: search text is applied after a 500 ms pause; clearing applies at once. */
export const SEARCH_PAUSE_MS = 500;

/** Spec section 9: course search answers are kept 10 minutes. */
export const SEARCH_CACHE_MS = 10 * 60_000;

/** The API takes up to 100 characters of search text. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
