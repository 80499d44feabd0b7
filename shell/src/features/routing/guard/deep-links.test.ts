import { createSiteMap, defineRemote } from '@halaqa/contracts';
import { superTokenTarget } from './deep-links';

/** A course area declaring guard step 1's keys, as mfe-lms does (the shell knows no remote's paths). */
const courses = defineRemote({
  name: 'mfe-courses-fixture',
  prefixes: ['/courses'],
  routes: {
    content: { path: '/courses/:courseId/content/:subsectionId' },
    poll: { path: '/courses/:courseId/polls/:surveyId' },
    survey: { path: '/courses/:courseId/surveys/:surveyId' },
    exam: { path: '/courses/:courseId/exams/:subsectionExamId' },
    assignment: { path: '/courses/:courseId/assignments/:assignmentId' },
    discussion: { path: '/courses/:courseId/discussion-boards/:discussionBoardId' },
  },
  deepLinks: {
    subsectionId: 'content', pollId: 'poll', surveyId: 'survey', subsectionExamId: 'exam', assignmentId: 'assignment', discussionId: 'discussion',
  },
  texts: { en: { area: 'Courses', labels: {} }, ar: { area: 'الدورات', labels: {} } },
});
const site = createSiteMap([courses.definition]);

describe('guard step 1: where a super-token link leads', () => {
  it.each([
    ['subsectionId=5', '/courses/9/content/5'],
    ['pollId=5', '/courses/9/polls/5'],
    ['surveyId=5', '/courses/9/surveys/5'],
    ['subsectionExamId=5', '/courses/9/exams/5'],
    ['assignmentId=5', '/courses/9/assignments/5'],
    ['discussionId=5', '/courses/9/discussion-boards/5'],
  ])('%s with a courseId goes to the page its definition declares, %s', (key, target) => {
    expect(superTokenTarget('/', `?super_token=t&courseId=9&${key}&lang=ar&student_view=1`, site)).toBe(target);
  });

  it('uses the first key in spec order and keeps unrelated query values', () => {
    expect(superTokenTarget('/', '?super_token=t&courseId=9&pollId=2&subsectionId=1&tab=x', site)).toBe('/courses/9/content/1?pollId=2&tab=x');
  });

  it('stays on the path without a key, dropping only the consumed values', () => {
    expect(superTokenTarget('/lms/my-courses', '?super_token=t&lang=en&student_view=true&page=2', site)).toBe('/lms/my-courses?page=2');
    expect(superTokenTarget('/dashboard', '?super_token=t', site)).toBe('/dashboard');
  });

  it('never puts an untrusted value into a path', () => {
    expect(superTokenTarget('/dashboard', '?super_token=t&courseId=9&subsectionId=../../x', site)).toBe('/dashboard?courseId=9');
    expect(superTokenTarget('/dashboard', '?super_token=t&subsectionId=4', site)).toBe('/dashboard');
  });

  it('stays put when no loaded area declares the key (its remote is switched off)', () => {
    expect(superTokenTarget('/dashboard', '?super_token=t&courseId=9&pollId=4', createSiteMap([]))).toBe('/dashboard?courseId=9');
  });
});
