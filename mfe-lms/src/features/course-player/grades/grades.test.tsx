import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import type { GradeDetail, MyGradeItem, MyGradeItems } from './grade-queries';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const item = (id: number, over: Partial<MyGradeItem> = {}): MyGradeItem => ({
  id, courseId: 11, name: `Item ${id}`, shortName: null, description: null, maxPoints: 20, canExceed: false, bonus: false,
  isCountedTowardsFinalGrade: true, weight: 1, isPublished: true, rubricId: null, assignmentId: null, sort: id, hasRubric: false,
  myGrade: { grade: 18, percentage: 90, source: 'STUDENT', gradedAt: '2026-03-05T10:00:00.000Z' }, ...over,
});

const total = { running: 87.5, letter: 'B+', ungradedAsZero: 60, gradedItems: 2, countedItems: 3 };

const list = (data: MyGradeItem[]): MyGradeItems => ({ count: data.length, data, total });

const detail = (): GradeDetail => ({
  item: item(2, { name: 'Reflection essay', description: 'One page.', rubricId: 7, hasRubric: true }),
  studentId: 5,
  grade: {
    grade: 18, percentage: 90, source: 'STUDENT', gradedAt: '2026-03-05T10:00:00.000Z', attempt: 1, isLinkedWithAssessment: false,
    comment: '<p>Good work<script>bad()</script></p>',
    media: [{ id: 3, fileName: 'feedback.pdf', url: '/api/media/3/content?sig=x' }],
  },
  rubric: {
    id: 7, title: 'Essay rubric', score: 18,
    criteria: [
      { id: 1, description: 'Understanding', maxGrade: 10, usesRange: false, ratings: [
        { id: 11, description: 'Excellent', points: 10, minPoints: null, maxPoints: null },
        { id: 12, description: 'Needs work', points: 3, minPoints: null, maxPoints: null },
      ] },
      { id: 2, description: 'Writing', maxGrade: 10, usesRange: true, ratings: [
        { id: 21, description: 'Clear', points: 10, minPoints: 7, maxPoints: 10 },
        { id: 22, description: 'Developing', points: 6.5, minPoints: 0, maxPoints: 6.5 },
      ] },
    ],
    chosen: [{ criterionId: 1, ratingId: 11, points: 10 }, { criterionId: 2, ratingId: 21, points: 8 }],
  },
  total,
});

describe('grade items', () => {
  it('lists the items with grade, percentage, weight and status under the running total and letter', async () => {
    answerPlayer();
    answer('GET', 'courses/11/grade-items', {
      status: 200,
      body: list([item(1), item(2, { myGrade: null, weight: 2 }), item(3, { bonus: true, myGrade: { grade: 5, percentage: 25, source: 'GROUP', gradedAt: '2026-03-05T10:00:00.000Z' } })]),
    });
    await renderPage('/lms/courses/11/grade-items', { signedIn: true });
    const rows = await screen.findAllByTestId('grade-item');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Item 1' })).toHaveAttribute('href', '/lms/courses/11/grade-items/1');
    expect(rows[0]).toHaveTextContent('18 / 20');
    expect(rows[0]).toHaveTextContent('90%');
    expect(rows[1]).toHaveTextContent('Not graded yet');
    expect(rows[2]).toHaveTextContent('Graded (group grade) · Bonus');
    expect(screen.getByTestId('grade-total-percentage')).toHaveTextContent('87.5%');
    expect(screen.getByTestId('grade-total-letter')).toHaveTextContent('B+');
    expect(screen.getByRole('table', { name: 'Your grades' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says when there are none', async () => {
    answerPlayer();
    answer('GET', 'courses/11/grade-items', { status: 200, body: list([]) });
    await renderPage('/lms/courses/11/grade-items', { signedIn: true });
    expect(await screen.findByText(/has no grade items yet/)).toBeInTheDocument();
  });

  it('says when nothing is graded yet instead of a total', async () => {
    answerPlayer();
    answer('GET', 'courses/11/grade-items', { status: 200, body: { ...list([item(1, { myGrade: null })]), total: { ...total, running: null, letter: null, gradedItems: 0 } } });
    await renderPage('/lms/courses/11/grade-items', { signedIn: true });
    expect(await screen.findByText(/Nothing is graded yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('grade-total-letter')).toBeNull();
  });

  it('shows one grade with its sanitized comment, files and the rubric with the chosen ratings marked in words', async () => {
    answerPlayer();
    answer('GET', 'courses/11/grade-items/2', { status: 200, body: detail() });
    await renderPage('/lms/courses/11/grade-items/2', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflection essay' })).toBeInTheDocument();
    expect(screen.getByTestId('grade-value')).toHaveTextContent('18 / 20');
    expect(screen.getByTestId('grade-comment-text')).toHaveTextContent('Good work');
    expect(screen.getByTestId('grade-comment-text').querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'feedback.pdf' })).toHaveAttribute('href', '/api/media/3/content?sig=x');
    const rubric = screen.getByRole('table', { name: 'Essay rubric' });
    const chosen = within(rubric).getAllByTestId('rubric-chosen');
    expect(chosen.map((rating) => rating.textContent)).toEqual([
      expect.stringContaining('Excellent (your rating)'), expect.stringContaining('Clear (your rating)'),
    ]);
    expect(within(rubric).getAllByTestId('rubric-criterion')[1]).toHaveTextContent('8 / 10');
    expect(within(rubric).getByText('7–10 pts')).toBeInTheDocument();
    expect(screen.getByTestId('rubric-score')).toHaveTextContent('18 / 20');
    expect(screen.getByTestId('grade-total-letter')).toHaveTextContent('B+');
    answer('GET', 'courses/11/grade-items', { status: 200, body: list([item(1)]) });
    await userEvent.click(screen.getByRole('link', { name: 'All grade items' }));
    expect(await screen.findAllByTestId('grade-item')).toHaveLength(1);
  });

  it('says an item that is not there (unpublished, another course) was not found', async () => {
    answerPlayer();
    answer('GET', 'courses/11/grade-items/9', { status: 404, body: { statusCode: 404, code: 'req-002', message: 'Grade item not found' } });
    await renderPage('/lms/courses/11/grade-items/9', { signedIn: true });
    expect(await screen.findByText(/could not find/i)).toBeInTheDocument();
  });

  it('speaks Arabic, numbers in the page language', async () => {
    answerPlayer();
    answer('GET', 'courses/11/grade-items', { status: 200, body: list([item(1)]) });
    await renderPage('/lms/courses/11/grade-items', { signedIn: true, language: 'ar' });
    const rows = await screen.findAllByTestId('grade-item');
    expect(rows[0]).toHaveTextContent(`${new Intl.NumberFormat('ar').format(18)} من ${new Intl.NumberFormat('ar').format(20)}`);
    expect(rows[0]).toHaveTextContent('مُقيَّم');
    expect(screen.getByRole('table', { name: 'درجاتك' })).toBeInTheDocument();
  });
});
