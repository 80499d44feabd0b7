import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import type { AssignmentDetail, AssignmentSummary, Submission } from './assignment-queries';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 60_000).toISOString();

const summary = (over: Partial<AssignmentSummary>): AssignmentSummary => ({
  id: 1, subsectionId: 10, title: 'Essay', isGroupAssignment: false, availableFrom: null, availableTo: null, dueDate: inDays(2),
  dueState: 'OPEN', submissionTypes: ['TEXT'], locked: false, latest: null, ...over,
});

const attempt = (over: Partial<Submission>): Submission => ({
  id: 7, attempt: 1, body: '<p>My answer</p>', link: null, files: [], isLate: false, status: 'SUBMITTED',
  submittedBy: { id: 3, name: 'Sara Ali' }, createdAt: '2026-03-05T10:00:00.000Z', grade: null, gradeComment: null, gradeFile: null,
  gradedAt: null, returnedAt: null, plagiarismReport: null, ...over,
});

const detail = (over: Partial<AssignmentDetail>): AssignmentDetail => ({
  ...summary({}), body: '<p>Write 300 words.</p><script>bad()</script>', media: null, group: null, canSubmit: true, refusal: null, attempts: [], ...over,
});

describe('assignments list', () => {
  it('shows due dates, closed and late badges and what the member handed in', async () => {
    answerPlayer();
    answer('GET', 'courses/11/assignments', {
      status: 200, body: {
        data: [
          summary({ id: 1, title: 'Essay', latest: { attempt: 2, status: 'GRADED', isLate: false, createdAt: '2026-03-05T10:00:00.000Z' } }),
          summary({ id: 2, title: 'Old lab', dueDate: inDays(-5), availableTo: inDays(-1), dueState: 'CLOSED' }),
          summary({ id: 3, title: 'Report', dueDate: inDays(-1), dueState: 'PAST_DUE', isGroupAssignment: true }),
        ],
      },
    });
    await renderPage('/lms/courses/11/assignments', { signedIn: true });
    const rows = await screen.findAllByTestId('assignment');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Essay' })).toHaveAttribute('href', '/lms/courses/11/assignments/1');
    expect(rows[0]).toHaveTextContent('due in 2 days');
    expect(within(rows[0]!).getByTestId('assignment-status')).toHaveTextContent('Graded (attempt 2)');
    expect(within(rows[1]!).getByTestId('badge-closed')).toHaveTextContent('Closed');
    expect(within(rows[1]!).getByTestId('assignment-status')).toHaveTextContent('Not submitted');
    expect(within(rows[2]!).getByTestId('badge-late')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Group assignment');
  });

  it('says when the course has none, in Arabic too', async () => {
    answerPlayer();
    answer('GET', 'courses/11/assignments', { status: 200, body: { data: [] } });
    await renderPage('/lms/courses/11/assignments', { signedIn: true, language: 'ar' });
    expect(await screen.findByText('لا توجد واجبات في هذه الدورة بعد.')).toBeInTheDocument();
  });
});

describe('one assignment', () => {
  it('hands in a text answer once, then shows the attempt', async () => {
    answerPlayer();
    let attempts: Submission[] = [];
    answer('GET', 'courses/11/assignments/1', () => ({ status: 200, body: detail({ attempts }) }));
    answer('POST', 'courses/11/assignments/1/submissions', (request) => {
      attempts = [attempt({ body: `<p>${(request.body as { body: string }).body}</p>` })];
      return { status: 201, body: attempts[0] };
    });
    await renderPage('/lms/courses/11/assignments/1', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: /Essay/ })).toHaveFocus();
    expect(screen.getByTestId('assignment-body').querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('submission-error')).toHaveTextContent('Write an answer, add a file or give a link.');
    expect(requestsTo('POST', 'courses/11/assignments/1/submissions')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Photosynthesis');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('submission-done')).toHaveTextContent('Your attempt 1 was handed in.');
    const [sent] = requestsTo('POST', 'courses/11/assignments/1/submissions');
    expect(sent!.body).toEqual({ body: 'Photosynthesis', clientKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(await screen.findByTestId('attempt')).toHaveTextContent('Photosynthesis');
  });

  it('uploads a file in chunks, completes it, then hands it in', async () => {
    answerPlayer();
    answer('GET', 'courses/11/assignments/1', { status: 200, body: detail({ submissionTypes: ['FILE'] }) });
    answer('POST', 'courses/11/assignments/1/uploads', { status: 201, body: { mediaId: 55, uploadUrl: '/api/upload/55?exp=99&u=3&sig=abc', chunkSize: 8388608, expiresAt: '2026-03-05T12:00:00.000Z' } });
    answer('PUT', 'upload/55', { status: 200, body: { receivedBytes: 4, sizeBytes: 4 } });
    const file = { id: 55, fileName: 'work.pdf', mime: 'application/pdf', sizeKB: 1, url: '/api/media/55/content?sig=x' };
    answer('POST', 'courses/11/assignments/1/uploads/55/complete', { status: 200, body: file });
    answer('POST', 'courses/11/assignments/1/submissions', { status: 201, body: attempt({ body: null, files: [file] }) });
    await renderPage('/lms/courses/11/assignments/1', { signedIn: true });
    await userEvent.upload(await screen.findByLabelText('Files'), new File(['%PDF'], 'work.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('submission-done')).toBeInTheDocument();
    const [put] = requestsTo('PUT', 'upload/55');
    expect(put!.headers.get('content-range')).toBe('bytes 0-3/4');
    expect(put!.query.get('sig')).toBe('abc');
    expect(requestsTo('POST', 'courses/11/assignments/1/submissions')[0]!.body).toMatchObject({ mediaIds: [55] });
  });

  it.each([
    ['asg-002', 'This assignment is closed: it no longer takes submissions.'],
    ['asg-003', 'The due date has passed: you cannot hand in a new attempt.'],
  ])('explains a refusal %s', async (code, text) => {
    answerPlayer();
    answer('GET', 'courses/11/assignments/1', { status: 200, body: detail({}) });
    answer('POST', 'courses/11/assignments/1/submissions', apiError(409, code));
    await renderPage('/lms/courses/11/assignments/1', { signedIn: true });
    await userEvent.type(await screen.findByLabelText('Your answer'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the grade, feedback, returned state and a published report; no form once closed', async () => {
    answerPlayer();
    answer('GET', 'courses/11/assignments/1', {
      status: 200, body: detail({
        dueState: 'CLOSED', canSubmit: false, refusal: 'asg-002',
        attempts: [attempt({ status: 'RETURNED', grade: 17, gradeComment: '<p>Well argued</p>', returnedAt: '2026-03-06T10:00:00.000Z', isLate: true,
          plagiarismReport: { score: 0.42, passages: ['the powerhouse of the cell'] } })],
      }),
    });
    await renderPage('/lms/courses/11/assignments/1', { signedIn: true });
    const shown = await screen.findByTestId('attempt');
    expect(within(shown).getByTestId('attempt-grade')).toHaveTextContent('Grade: 17');
    expect(within(shown).getByTestId('attempt-feedback')).toHaveTextContent('Well argued');
    expect(within(shown).getByTestId('attempt-status')).toHaveTextContent('Returned');
    expect(within(shown).getByTestId('plagiarism-report')).toHaveTextContent('42%');
    expect(within(shown).getByTestId('plagiarism-report')).toHaveTextContent('the powerhouse of the cell');
    expect(screen.queryByTestId('submission-form')).toBeNull();
    expect(screen.getByTestId('assignment-refusal')).toHaveTextContent('This assignment is closed.');
  });

  it('a group assignment without a group says so and offers no form', async () => {
    answerPlayer();
    answer('GET', 'courses/11/assignments/1', { status: 200, body: detail({ isGroupAssignment: true, canSubmit: false, refusal: 'asg-005' }) });
    await renderPage('/lms/courses/11/assignments/1', { signedIn: true });
    expect(await screen.findByTestId('assignment-no-group')).toHaveTextContent('You are not in a group yet');
    await waitFor(() => expect(screen.queryByTestId('submission-form')).toBeNull());
  });
});
