import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../testing/render-page';
import type { Assessment } from './assessments-query';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const hours: Assessment = {
  id: 11, context: 'LEARNING_HOURS', status: 'pending',
  questions: [{
    id: 101, title: 'How many hours a week can you learn?', titleAr: 'كم ساعة أسبوعيًا يمكنك التعلم؟', isMultiple: false, context: 'LEARNING_HOURS', description: null,
    options: [
      { id: 1001, text: '1-2 hours', textAr: '1-2 ساعة', from: 1, to: 2, description: null },
      { id: 1002, text: '3-5 hours', textAr: '3-5 ساعات', from: 3, to: 5, description: null },
    ],
  }],
};
const topics: Assessment = {
  id: 12, context: 'INTERESTED_TOPIC', status: 'pending',
  questions: [{
    id: 102, title: 'Which topics interest you?', titleAr: 'ما المواضيع التي تهمك؟', isMultiple: true, context: 'INTERESTED_TOPIC', description: 'Pick any',
    options: [
      { id: 2001, text: 'Technology', textAr: 'التقنية', from: null, to: null, description: null },
      { id: 2002, text: 'Leadership', textAr: 'القيادة', from: null, to: null, description: null },
    ],
  }],
};

/** A small server: starting and answering change the statuses it reports. */
function serve(list: Assessment[]) {
  const state = list.map((a) => ({ ...a }));
  answer('GET', 'org-assessments-management', () => ({ status: 200, body: state }));
  for (const a of state) {
    answer('POST', `org-assessments-management/${a.id}/start`, () => { a.status = 'started'; return { status: 204 }; });
  }
  answer('POST', 'assessment-answers', ({ body }) => {
    const found = state.find((a) => a.id === (body as { assessmentId: number }).assessmentId);
    if (found) found.status = 'completed';
    return { status: 204 };
  });
  return state;
}

describe('assessments', () => {
  it('welcomes, lists what is pending and starts one', async () => {
    serve([hours, topics]);
    await renderPage('/assessments', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome to Demo Academy' })).toBeInTheDocument();
    expect(await screen.findByTestId('assessment-11')).toHaveTextContent('Your learning time');
    expect(screen.getByTestId('assessment-11')).toHaveTextContent('1 question');
    await userEvent.click(screen.getByTestId('start-assessment-11'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/assessments/11'));
    expect(requestsTo('POST', 'org-assessments-management/11/start')).toHaveLength(1);
  });

  it('says when nothing is left, with the way to the dashboard', async () => {
    serve([{ ...hours, status: 'completed' }]);
    await renderPage('/assessments', { signedIn: true });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have answered every assessment.');
    expect(screen.getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('answers a single-choice question, then moves to the next assessment, then to the dashboard', async () => {
    serve([{ ...hours, status: 'started' }, topics]);
    await renderPage('/assessments/11', { signedIn: true });
    const group = await screen.findByRole('radiogroup', { name: 'How many hours a week can you learn?' });
    await userEvent.click(screen.getByTestId('assessment-submit'));
    await waitFor(() => expect(group).toHaveAccessibleDescription('This field is required'));
    await userEvent.click(screen.getByLabelText('3-5 hours'));
    await userEvent.click(screen.getByTestId('assessment-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/assessments/12'));
    expect(requestsTo('POST', 'assessment-answers')[0]!.body).toEqual({ assessmentId: 11, optionIds: [1002] });
    expect(requestsTo('POST', 'org-assessments-management/12/start')).toHaveLength(1);

    const boxes = await screen.findByRole('group', { name: 'Which topics interest you?' });
    expect(boxes).toHaveAccessibleDescription('Pick any');
    await userEvent.click(screen.getByLabelText('Technology'));
    await userEvent.click(screen.getByLabelText('Leadership'));
    await userEvent.click(screen.getByTestId('assessment-submit'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    expect(requestsTo('POST', 'assessment-answers')[1]!.body).toEqual({ assessmentId: 12, optionIds: [2001, 2002] });
  });

  it('shows the questions in Arabic', async () => {
    serve([{ ...hours, status: 'started' }]);
    await renderPage('/assessments/11', { signedIn: true, language: 'ar' });
    expect(await screen.findByRole('radiogroup', { name: 'كم ساعة أسبوعيًا يمكنك التعلم؟' })).toBeInTheDocument();
    expect(screen.getByLabelText('3-5 ساعات')).toBeInTheDocument();
  });

  it('says when the assessment does not exist', async () => {
    serve([hours]);
    await renderPage('/assessments/999', { signedIn: true });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This assessment was not found.');
  });
});
