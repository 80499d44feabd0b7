import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../../testing/render-page';
import { answerPlayer } from '../testing/answer-player';
import type { CourseCertificateStatus } from './certificate-query';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const ID = '3f1c2a9e-1b2c-4d5e-8f90-123456789abc';
const missing: CourseCertificateStatus = {
  viewer: 'STUDENT', certificatesEnabled: true, issuesAutomatically: true, isFinished: false, finishedAt: null,
  grade: { percentage: 42.5, letter: 'F', required: 50, countedItems: 2 },
  attendance: { attended: 1, held: 2, upcoming: 1, percentage: 33.33, required: 75 },
  itemsLeft: 3,
  missing: [
    { kind: 'GRADE', actual: 42.5, required: 50 },
    { kind: 'ATTENDANCE', actual: 33.33, required: 75, attended: 1, held: 2, upcoming: 1 },
    { kind: 'ITEMS', left: 3 },
  ],
  certificate: null,
};
const held: CourseCertificateStatus = {
  ...missing, isFinished: true, finishedAt: '2026-11-20T10:00:00.000Z', missing: [], itemsLeft: 0,
  grade: { percentage: 90, letter: 'A', required: 50, countedItems: 2 }, attendance: { attended: 2, held: 2, upcoming: 0, percentage: 100, required: 75 },
  certificate: {
    id: ID, holderName: 'Salma Al-Ali', courseName: 'Foundations', organizationName: 'Demo Academy', issuedAt: '2026-11-20T10:00:00.000Z',
    language: 'ENGLISH', status: 'VALID', revokedAt: null, courseId: 11, verificationCode: '7K3M-9QPX-2D4R',
    verificationPath: `/certificates/${ID}`, pdfPath: `/api/certificates/${ID}/pdf`,
  },
};

describe('the course certificate page', () => {
  it('lists what is still missing: grade, attendance and items, each marked for screen readers', async () => {
    answerPlayer();
    answer('GET', 'courses/11/certificate', { status: 200, body: missing });
    await renderPage('/lms/courses/11/certificate', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'What is still needed for your certificate' })).toBeInTheDocument();
    expect(screen.getByTestId('requirement-grade')).toHaveTextContent('Still needed: Final grade 42.5% (50% needed).');
    expect(screen.getByTestId('requirement-attendance')).toHaveTextContent('Still needed: Attendance 1 of 3 lectures, 33.33% (75% needed). 1 of them is still to come.');
    expect(screen.getByTestId('requirement-items')).toHaveTextContent('Still needed: 3 required items left.');
    expect(screen.queryByTestId('certificate-download')).toBeNull();
  });

  it('a course with no graded work and no lecture: those conditions are met', async () => {
    answerPlayer();
    answer('GET', 'courses/11/certificate', {
      status: 200,
      body: { ...missing, grade: { percentage: null, letter: null, required: 50, countedItems: 0 }, attendance: { attended: 0, held: 0, upcoming: 0, percentage: null, required: 100 }, missing: [{ kind: 'ITEMS', left: 1 }], itemsLeft: 1 },
    });
    await renderPage('/lms/courses/11/certificate', { signedIn: true });
    expect(await screen.findByTestId('requirement-grade')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('requirement-attendance')).toHaveTextContent('Done: This Course has no lectures.');
    expect(screen.getByTestId('requirement-items')).toHaveTextContent('Still needed: 1 required item left.');
  });

  it('shows the certificate with its code, the verification link and a download that fetches the PDF', async () => {
    answerPlayer();
    answer('GET', 'courses/11/certificate', { status: 200, body: held });
    answer('GET', `certificates/${ID}/pdf`, { status: 200, body: { pdf: true } });
    const created: string[] = [];
    URL.createObjectURL = (blob: Blob) => { created.push(blob.type); return 'blob:certificate'; };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderPage('/lms/courses/11/certificate', { signedIn: true });
    expect(await screen.findByTestId('certificate-code')).toHaveTextContent('Verification code: 7K3M-9QPX-2D4R');
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', `/certificates/${ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requestsTo('GET', `certificates/${ID}/pdf`)).toHaveLength(1);
    expect(created).toHaveLength(1);
    click.mockRestore();
  });

  it('says so when the download fails', async () => {
    answerPlayer();
    answer('GET', 'courses/11/certificate', { status: 200, body: held });
    answer('GET', `certificates/${ID}/pdf`, { status: 403, body: { statusCode: 403, code: 'crt-002', message: 'no' } });
    await renderPage('/lms/courses/11/certificate', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be downloaded.');
  });

  it('in Arabic, right to left', async () => {
    answerPlayer();
    answer('GET', 'courses/11/certificate', { status: 200, body: missing });
    await renderPage('/lms/courses/11/certificate', { signedIn: true, language: 'ar' });
    expect(await screen.findByTestId('requirement-items')).toHaveTextContent('بقيت 3 عناصر مطلوبة.');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
