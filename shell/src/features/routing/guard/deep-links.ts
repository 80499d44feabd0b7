/**
 * Guard step 1's deep links: a super-token link names one item of a course;
 * the user lands on that item's page. Paths are mfe-lms's course player
 * routes and mfe-exams's exam landing page.
 */
const DEEP_LINKS: ReadonlyArray<readonly [key: string, target: (courseId: string, id: string) => string]> = [
  ['subsectionId', (course, id) => `/lms/courses/${course}/content/${id}`],
  ['pollId', (course, id) => `/lms/courses/${course}/polls/${id}`],
  ['surveyId', (course, id) => `/lms/courses/${course}/surveys/${id}`],
  ['subsectionExamId', (course, id) => `/exams/${id}/landing?courseId=${course}`],
  ['assignmentId', (course, id) => `/lms/courses/${course}/assignments/${id}`],
  ['discussionId', (course, id) => `/lms/courses/${course}/discussion-boards/${id}`],
];

/** Query keys the link consumes: they are dropped from the address. */
const CONSUMED = ['super_token', 'student_view', 'lang'];

/** An id fit for a path segment: the link comes from outside, never trust it into a path. */
const isId = (value: string | null): value is string => value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/**
 * Where a super-token link leads: the first deep-link key present (with a
 * courseId) picks the page; otherwise the current path. super_token,
 * student_view, lang and that key are removed from the query.
 */
export function superTokenTarget(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const courseId = query.get('courseId');
  for (const name of CONSUMED) query.delete(name);
  for (const [key, target] of DEEP_LINKS) {
    const id = query.get(key);
    if (id === null) continue;
    query.delete(key);
    if (!isId(id) || !isId(courseId)) break;
    query.delete('courseId');
    const [path, own] = target(courseId, id).split('?');
    const merged = new URLSearchParams(own);
    query.forEach((value, name) => merged.append(name, value));
    const rest = merged.toString();
    return rest ? `${path}?${rest}` : path!;
  }
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
