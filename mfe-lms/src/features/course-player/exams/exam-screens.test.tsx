import { screen } from '@testing-library/react';
import { defineRemote, type CoursePlayerExamProps } from '@halaqa/contracts';
import { rolesFixture } from '@halaqa/contracts/src/testing/roles-fixture';
import { unhandled } from '@halaqa/session/src/testing/fake-api';
import { LMS_FILLERS, renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

/** The exams area as the player sees it: a filler of course-player.exam@1 (mfe-lms knows nothing else of it). */
const examsArea = defineRemote({
  name: 'mfe-exams-fixture',
  prefixes: [],
  routes: {},
  slots: [{ slot: 'course-player.exam@1', id: 'exams', module: 'exam-runner', audience: 'members' }],
  texts: { en: { area: 'Exams', labels: {} }, ar: { area: 'الاختبارات', labels: {} } },
});
/** Shows the props the player hands over. */
function ExamRunnerFixture(props: CoursePlayerExamProps) {
  return <output data-testid="exam-props">{JSON.stringify(props)}</output>;
}
const withExams = {
  signedIn: true,
  otherAreas: [rolesFixture, examsArea.definition],
  slotFillers: { ...LMS_FILLERS, 'mfe-exams-fixture/exam-runner': ExamRunnerFixture },
};
const propsShown = async () => JSON.parse((await screen.findByTestId('exam-props')).textContent!) as CoursePlayerExamProps;

describe('the exam pages of the player', () => {
  it('hands the review queue and the grading screen to the exams area, saying the viewer teaches the course', async () => {
    answerPlayer({ viewer: { role: 'INSTRUCTOR', studentView: false } });
    await renderPage('/lms/courses/11/exams/reviews', withExams);
    expect(await propsShown()).toEqual({ courseId: '11', view: 'reviews', subsectionExamId: null, examAttemptId: null, teaching: true });
  });

  it('gives the grading screen its attempt', async () => {
    answerPlayer({ viewer: { role: 'ADMINISTRATOR', studentView: false } });
    await renderPage('/lms/courses/11/exams/reviews/900', withExams);
    expect(await propsShown()).toEqual({ courseId: '11', view: 'grading', subsectionExamId: null, examAttemptId: '900', teaching: true });
  });

  it('keeps an exam’s own address for its landing', async () => {
    answerPlayer();
    await renderPage('/lms/courses/11/exams/40', withExams);
    expect(await propsShown()).toEqual({ courseId: '11', view: 'landing', subsectionExamId: '40', examAttemptId: null, teaching: false });
  });

  it('does not say the viewer teaches to a member, nor to an instructor viewing as a student', async () => {
    answerPlayer({ viewer: { role: 'INSTRUCTOR', studentView: true } });
    await renderPage('/lms/courses/11/exams?viewAs=student', withExams);
    expect(await propsShown()).toMatchObject({ view: 'list', teaching: false });
  });
});
