import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../../testing/render-page';
import type { AttendanceReportPage } from '../../api/types';
import { answerPlayer } from '../../testing/answer-player';
import { instructorView } from '../../testing/attendance-fixtures';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const REPORT = 'courses/11/attendance/report';

const report: AttendanceReportPage = {
  count: 25,
  data: [
    { userId: 21, name: 'Amal Hassan', attendedCount: 4, heldCount: 4, percentage: 100 },
    { userId: 22, name: 'Badr Nasser', attendedCount: 1, heldCount: 4, percentage: 25 },
    { userId: 23, name: 'Dana Omar', attendedCount: 0, heldCount: 0, percentage: null },
  ],
};

describe('attendance report', () => {
  it('shows an instructor each student against the mandatory share, not their own records', async () => {
    answerPlayer(instructorView);
    answer('GET', REPORT, { status: 200, body: report });
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    const rows = await screen.findAllByTestId('attendance-report-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Amal Hassan', '4 of 4', '100%', 'Met'],
      ['Badr Nasser', '1 of 4', '25%', 'Below the requirement'],
      ['Dana Omar', '0 of 0', '—', 'No lectures held yet'],
    ]);
    expect(within(screen.getByTestId('attendance-report')).getByRole('columnheader', { name: 'Student' })).toBeInTheDocument();
    expect(screen.getByTestId('attendance-required')).toHaveTextContent('This Course requires 75% attendance.');
    expect(screen.queryByTestId('attendance-form')).not.toBeInTheDocument();
    expect(requestsTo('GET', 'courses/11/attendance')).toHaveLength(0);
    expect(requestsTo('GET', REPORT)[0]!.query.toString()).toBe('skip=0&take=20');
  });

  it('pages through the students with the shared pagination', async () => {
    answerPlayer(instructorView);
    answer('GET', REPORT, (request) => ({
      status: 200,
      body: request.query.get('skip') === '20' ? { count: 25, data: [{ userId: 41, name: 'Zaid Karim', attendedCount: 2, heldCount: 4, percentage: 50 }] } : report,
    }));
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    await screen.findAllByTestId('attendance-report-row');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Attendance report pages' })).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('attendance-report-row').map((row) => row.firstChild?.textContent)).toEqual(['Zaid Karim']));
    expect(requestsTo('GET', REPORT).map((request) => request.query.get('skip'))).toEqual(['0', '20']);
  });

  it('says when no student is enrolled yet', async () => {
    answerPlayer(instructorView);
    answer('GET', REPORT, { status: 200, body: { count: 0, data: [] } });
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No Student is enrolled in this Course yet');
  });

  it('shows a loading state while the report comes', async () => {
    answerPlayer(instructorView);
    let release: () => void = () => undefined;
    answer('GET', REPORT, () => new Promise((resolve) => { release = () => resolve({ status: 200, body: report }); }));
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    expect(await screen.findByTestId('loading')).toHaveTextContent('Loading the attendance report…');
    release();
    expect(await screen.findAllByTestId('attendance-report-row')).toHaveLength(3);
  });
});
