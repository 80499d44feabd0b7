import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@halaqa/mfe-runtime';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import { playerCourseFixture, subsectionFixture } from '../testing/player-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const text = subsectionFixture({
  id: 103, name: 'Reading: trust', previousId: 102,
  body: '<p>Trust is <strong>built</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  attachments: [
    { id: 1, name: 'Worksheet.pdf', url: '/api/media/9/content?sig=a', isExternal: false },
    { id: 2, name: 'Further reading', url: 'https://example.org/trust', isExternal: true },
  ],
});

describe('content page', () => {
  it('shows a text item (sanitized), marks it done, and ticks the outline and progress at once', async () => {
    answerPlayer({}, [text]);
    answer('POST', 'courses/11/subsections/103/complete', () => {
      // As the server: from now on the outline has the item done.
      const course = playerCourseFixture({ progress: 50 });
      const [week1] = course.sections;
      week1!.progress = { completedWeight: 2, requiredWeight: 3, percent: 67 };
      week1!.subsections = week1!.subsections.map((item) => (item.id === 103 ? { ...item, isCompleted: true } : item));
      answer('GET', 'courses/11/player', { status: 200, body: course });
      return { status: 200, body: { isCompleted: true, progress: 50 } };
    });
    await renderPage('/lms/courses/11/content/103', { signedIn: true });
    const body = await screen.findByTestId('text-body');
    expect(body).toHaveTextContent('Trust is built.');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    const attachments = screen.getByTestId('attachments');
    expect(within(attachments).getByRole('link', { name: 'Worksheet.pdf' })).toHaveAttribute('download', 'Worksheet.pdf');
    expect(within(attachments).getByRole('link', { name: 'Further reading' })).toHaveAttribute('target', '_blank');

    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByTestId('marked-done')).toHaveTextContent('Done');
    expect(screen.getByRole('treeitem', { name: /Reading: trust.*completed/ })).toBeInTheDocument();
    expect(screen.getByTestId('section-progress-1')).toHaveTextContent('67% done');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Your progress in this Course' })).toHaveAttribute('aria-valuenow', '50'));
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['lms'] }));
    // The item itself is not reloaded (its media addresses would change).
    expect(requestsTo('GET', 'courses/11/subsections/103')).toHaveLength(1);
    invalidate.mockRestore();
  });

  it('answers a questionnaire in place: feedback, the right answer and the explanation', async () => {
    const quiz = subsectionFixture({
      id: 104, name: 'Check your understanding', contentType: 'QUESTIONNAIRE',
      questionnaire: [
        { id: 1, text: 'Trust grows from…', answers: [{ id: 11, text: 'Promises kept' }, { id: 12, text: 'Long meetings' }], feedback: null },
        { id: 2, text: 'Feedback should be…', answers: [{ id: 21, text: 'Specific' }, { id: 22, text: 'Vague' }], feedback: { questionId: 2, answerId: 21, isCorrect: true, correctAnswerId: 21, explanation: null } },
      ],
    });
    answerPlayer({}, [quiz]);
    answer('PUT', 'courses/11/subsections/104/questionnaire/1', { status: 200, body: {
      questionId: 1, answerId: 12, isCorrect: false, correctAnswerId: 11, explanation: 'Trust follows kept promises.', isCompleted: true, progress: 30,
    } });
    await renderPage('/lms/courses/11/content/104', { signedIn: true });
    const first = await screen.findByTestId('question-1');
    expect(within(first).getByRole('radiogroup', { name: /Trust grows from/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('question-2')).getByTestId('feedback')).toHaveTextContent('Correct!');
    await userEvent.click(within(first).getByRole('radio', { name: 'Long meetings' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Check my answer' }));
    const feedback = await within(first).findByTestId('feedback');
    expect(feedback).toHaveTextContent('Not quite.');
    expect(feedback).toHaveTextContent('The right answer: Promises kept');
    expect(feedback).toHaveTextContent('Trust follows kept promises.');
    expect(requestsTo('PUT', 'courses/11/subsections/104/questionnaire/1')[0]?.body).toEqual({ answerId: 12 });
    expect(within(first).getByRole('radio', { name: 'Long meetings' })).toBeDisabled();
  });

  it('says what an online lecture is and when joining opens; the on-campus one has a map and attendance', async () => {
    const online = subsectionFixture({
      id: 105, name: 'Live Q&A', contentType: 'ONLINE_LECTURE',
      onlineLecture: {
        id: 3, title: 'Live Q&A', description: null, startsAt: '2099-03-10T10:00:00.000Z', endsAt: '2099-03-10T11:00:00.000Z',
        meetingKind: 'EXTERNAL', tool: null, state: 'UPCOMING', joinOpensAt: '2099-03-10T09:45:00.000Z', joinUrl: null, recordingUrl: null,
        subsectionId: 105, attended: null,
      },
    });
    const campus = subsectionFixture({
      id: 106, name: 'Workshop', contentType: 'ON_CAMPUS_LECTURE',
      onCampusLecture: {
        id: 4, title: 'Workshop', description: null, startsAt: '2026-03-10T10:00:00.000Z', endsAt: '2026-03-10T12:00:00.000Z',
        location: 'Room 4', latitude: 24.7136, longitude: 46.6753, state: 'ENDED', subsectionId: 106, attended: false,
      },
    });
    answerPlayer({}, [online, campus]);
    await renderPage('/lms/courses/11/content/105', { signedIn: true });
    const lecture = await screen.findByTestId('online-lecture');
    expect(within(lecture).getByTestId('lecture-state')).toHaveTextContent('Upcoming');
    expect(within(lecture).getByRole('button', { name: 'Join the lecture' })).toBeDisabled();
    expect(within(lecture).getByTestId('join-hint')).toHaveTextContent('Joining opens at');
  });

  it('shows an on-campus lecture with a map link and the way to record attendance', async () => {
    const campus = subsectionFixture({
      id: 106, name: 'Workshop', contentType: 'ON_CAMPUS_LECTURE',
      onCampusLecture: {
        id: 4, title: 'Workshop', description: null, startsAt: '2026-03-10T10:00:00.000Z', endsAt: '2026-03-10T12:00:00.000Z',
        location: 'Room 4', latitude: 24.7136, longitude: 46.6753, state: 'ENDED', subsectionId: 106, attended: false,
      },
    });
    answerPlayer({}, [campus]);
    await renderPage('/lms/courses/11/content/106', { signedIn: true });
    const lecture = await screen.findByTestId('on-campus-lecture');
    expect(lecture).toHaveTextContent('Room 4');
    expect(within(lecture).getByTestId('map-link')).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753#map=17/24.7136/46.6753');
    expect(within(lecture).getByRole('link', { name: 'Record attendance' })).toHaveAttribute('href', '/lms/courses/11/attendance');
  });

  it('shows a later item as a card leading to its own page', async () => {
    const assignment = subsectionFixture({ id: 107, name: 'Essay', contentType: 'ASSIGNMENT', availableTo: '2026-04-01T00:00:00.000Z' });
    answerPlayer({}, [assignment]);
    await renderPage('/lms/courses/11/content/107', { signedIn: true });
    const card = await screen.findByTestId('later-item');
    expect(card).toHaveTextContent('Assignment');
    expect(within(card).getByRole('link', { name: 'Open its page' })).toHaveAttribute('href', '/lms/courses/11/assignments');
  });
});
