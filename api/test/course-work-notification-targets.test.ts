import { notificationCategoryOf } from '@halaqa/contracts/src/notifications';
import { noticeOf } from '../src/modules/notifications/notices';
import { notificationPath } from '../src/modules/notifications/targets';

/**
 * Where the course-work notices lead (docs/design/course-work-api.md
 * "Notifications"): the notice's data carries the ids its page needs, and the
 * site map turns them into that page's path.
 */

const courseName = { en: 'Feedback', ar: 'التغذية الراجعة' };
const pathOf = (type: string, payload: unknown, subject: Record<string, number>) => {
  const notice = noticeOf(type, payload, subject);
  if (!notice) throw new Error(`${type} makes no notice`);
  return { data: notice.data, to: notificationPath(notice.data) };
};

describe('assignment notices open the assignment', () => {
  const assignment = { courseName, assignmentTitle: 'SBI sentences' };
  const subject = { courseId: 3, assignmentId: 7, submissionId: 40 };

  test.each([
    ['assignment.submission-returned', 18],
    ['assignment.plagiarism-report-published', 17],
    ['assignment.plagiarism-report-ready', 16],
  ] as const)('%s (template %i)', (type, template) => {
    expect(pathOf(type, assignment, subject)).toEqual({
      data: { notificationTemplate: template, courseId: 3, assignmentId: 7 },
      to: '/lms/courses/3/assignments/7',
    });
  });

  test('the grade of an assignment\'s grade item (template 18) opens the assignment; any other grade its grade item', () => {
    const grade = { courseName, itemName: 'SBI sentences' };
    expect(pathOf('course.grade-published', grade, { courseId: 3, gradeItemId: 9, assignmentId: 7 }).to).toBe('/lms/courses/3/assignments/7');
    expect(pathOf('course.grade-published', grade, { courseId: 3, gradeItemId: 9 })).toEqual({
      data: { notificationTemplate: 18, courseId: 3, gradeItemId: 9 }, to: '/lms/courses/3/grade-items/9',
    });
  });
});

describe('published results open the poll or the survey (template 24)', () => {
  test('a poll', () => {
    expect(pathOf('course.survey-results-published', { courseName, title: 'Next session', type: 'POLL' }, { courseId: 3, surveyId: 12 })).toEqual({
      data: { notificationTemplate: 24, courseId: 3, pollId: 12 }, to: '/lms/courses/3/polls/12',
    });
  });

  test('a survey', () => {
    expect(pathOf('course.survey-results-published', { courseName, title: 'How is it going?', type: 'SURVEY' }, { courseId: 3, surveyId: 13 })).toEqual({
      data: { notificationTemplate: 24, courseId: 3, surveyId: 13 }, to: '/lms/courses/3/surveys/13',
    });
    // Still the discussion category: the member silences it with the boards' notices.
    expect(notificationCategoryOf(24)).toBe('discussionBoard');
  });
});

test('without the ids, the course overview as before; the course announcement keeps its own page', () => {
  expect(notificationPath({ notificationTemplate: 24, courseId: 3 })).toBe('/lms/courses/3/overview');
  expect(notificationPath({ notificationTemplate: 17, courseId: 3 })).toBe('/lms/courses/3/overview');
  expect(notificationPath({ notificationTemplate: 11, courseId: 3, announcementId: 5 })).toBe('/lms/courses/3/announcements/5');
});
