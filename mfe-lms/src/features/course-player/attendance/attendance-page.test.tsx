import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, apiError, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import type { MyAttendance } from '../api/types';
import { answerPlayer } from '../testing/answer-player';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const mine: MyAttendance = {
  mandatoryAttendancePercentage: 0.75,
  attendancePercentage: 0.5,
  attendedCount: 1,
  heldCount: 2,
  records: [
    { lectureKind: 'ON_CAMPUS', lectureId: 4, title: 'Workshop', startsAt: '2026-03-10T10:00:00.000Z', attended: false, method: null, recordedAt: null },
    { lectureKind: 'ONLINE', lectureId: 3, title: 'Live Q&A', startsAt: '2026-03-03T10:00:00.000Z', attended: true, method: 'JOINED', recordedAt: '2026-03-03T10:01:00.000Z' },
  ],
};
const record = { lectureKind: 'ON_CAMPUS', lectureId: 4, title: 'Workshop', startsAt: '2026-03-10T10:00:00.000Z', attended: true, method: 'CODE', recordedAt: '2026-03-10T10:05:00.000Z' };

describe('attendance', () => {
  it('shows the records and the share attended against the mandatory one', async () => {
    answerPlayer();
    answer('GET', 'courses/11/attendance', { status: 200, body: mine });
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    expect(await screen.findByTestId('attendance-summary')).toHaveTextContent('50% attended (1 of 2); 75% is required');
    expect(screen.getAllByTestId('attendance-record').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Absent'), expect.stringContaining('Present'),
    ]);
  });

  it.each([
    ['att-001', 400, 'This code is wrong or has expired.'],
    ['att-002', 409, 'Attendance is not open for a lecture right now.'],
    ['att-003', 429, 'Too many wrong codes.'],
  ])('says what %s means', async (code, status, text) => {
    answerPlayer();
    answer('GET', 'courses/11/attendance', { status: 200, body: mine });
    answer('POST', 'courses/11/attendance/code', apiError(status, code));
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Attendance code (6 digits)' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Record attendance' }));
    expect(await screen.findByTestId('attendance-error')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Attendance code (6 digits)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a code that is not six digits without asking the API', async () => {
    answerPlayer();
    answer('GET', 'courses/11/attendance', { status: 200, body: mine });
    await renderPage('/lms/courses/11/attendance', { signedIn: true });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Attendance code (6 digits)' }), '12a3');
    await userEvent.click(screen.getByRole('button', { name: 'Record attendance' }));
    expect(screen.getByTestId('attendance-error')).toHaveTextContent('Enter the 6 digits of the code.');
    expect(requestsTo('POST', 'courses/11/attendance/code')).toHaveLength(0);
  });

  it('sends the code of the QR deep link once, and takes it out of the address', async () => {
    answerPlayer();
    answer('GET', 'courses/11/attendance', { status: 200, body: mine });
    answer('POST', 'courses/11/attendance/code', { status: 200, body: record });
    await renderPage('/lms/courses/11/attendance?code=654321', { signedIn: true });
    expect(await screen.findByTestId('attendance-recorded')).toHaveTextContent('Your attendance at “Workshop” is recorded.');
    expect(screen.getByRole('textbox', { name: 'Attendance code (6 digits)' })).toHaveValue('654321');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/lms/courses/11/attendance'));
    await waitFor(() => expect(requestsTo('GET', 'courses/11/attendance').length).toBeGreaterThan(1));
    expect(requestsTo('POST', 'courses/11/attendance/code').map((request) => request.body)).toEqual([{ code: '654321' }]);
  });
});
