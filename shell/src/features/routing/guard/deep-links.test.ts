import { superTokenTarget } from './deep-links';

describe('guard step 1: where a super-token link leads', () => {
  it.each([
    ['subsectionId=5', '/lms/courses/9/content/5'],
    ['pollId=5', '/lms/courses/9/polls/5'],
    ['surveyId=5', '/lms/courses/9/surveys/5'],
    ['subsectionExamId=5', '/exams/5/landing?courseId=9'],
    ['assignmentId=5', '/lms/courses/9/assignments/5'],
    ['discussionId=5', '/lms/courses/9/discussion-boards/5'],
  ])('%s with a courseId goes to %s', (key, target) => {
    expect(superTokenTarget('/', `?super_token=t&courseId=9&${key}&lang=ar&student_view=1`)).toBe(target);
  });

  it('uses the first key in spec order and keeps unrelated query values', () => {
    expect(superTokenTarget('/', '?super_token=t&courseId=9&pollId=2&subsectionId=1&tab=x')).toBe('/lms/courses/9/content/1?pollId=2&tab=x');
  });

  it('stays on the path without a key, dropping only the consumed values', () => {
    expect(superTokenTarget('/lms/my-courses', '?super_token=t&lang=en&student_view=true&page=2')).toBe('/lms/my-courses?page=2');
    expect(superTokenTarget('/dashboard', '?super_token=t')).toBe('/dashboard');
  });

  it('never puts an untrusted value into a path', () => {
    expect(superTokenTarget('/dashboard', '?super_token=t&courseId=9&subsectionId=../../x')).toBe('/dashboard?courseId=9');
    expect(superTokenTarget('/dashboard', '?super_token=t&subsectionId=4')).toBe('/dashboard');
  });
});
