import { screen } from '@testing-library/react';
import { answer, apiError, unhandled } from '@halaqa/session/src/testing/fake-api';
import { renderPage, resetPageState } from '../../testing/render-page';
import type { MyCertificate, PublicCertificate } from './certificate-api';

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

const ID = '3f1c2a9e-1b2c-4d5e-8f90-123456789abc';
const certificate: PublicCertificate = {
  id: ID, holderName: 'سلمى العلي', courseName: 'مبادئ الإسلام', organizationName: 'معهد نور', issuedAt: '2026-11-20T10:00:00.000Z',
  language: 'ARABIC', status: 'VALID', revokedAt: null,
};
const mine: MyCertificate = {
  ...certificate, courseId: 11, verificationCode: '7K3M-9QPX-2D4R', verificationPath: `/certificates/${ID}`, pdfPath: `/api/certificates/${ID}/pdf`,
};

describe('the public certificate page', () => {
  it('anyone sees the holder, course, organization and that it is valid, without the app bar', async () => {
    answer('GET', `certificates/${ID}`, { status: 200, body: certificate });
    await renderPage(`/certificates/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Valid certificate');
    expect(screen.getByTestId('certificate-holder')).toHaveTextContent('سلمى العلي');
    expect(screen.getByTestId('certificate-course')).toHaveTextContent('مبادئ الإسلام');
    expect(screen.getByText('Issued on')).toBeInTheDocument();
  });

  it('a revoked certificate says so, with the date', async () => {
    answer('GET', `certificates/${ID}`, { status: 200, body: { ...certificate, status: 'REVOKED', revokedAt: '2026-11-22T10:00:00.000Z' } });
    await renderPage(`/certificates/${ID}`, { language: 'ar' });
    expect(await screen.findByTestId('certificate-status')).toHaveTextContent('شهادة ملغاة');
    expect(screen.getByText('تاريخ الإلغاء')).toBeInTheDocument();
  });

  it('a wrong id says only that there is no such certificate', async () => {
    answer('GET', 'certificates/nothing-here', apiError(404, 'crt-001'));
    await renderPage('/certificates/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getByTestId('certificate-not-found')).toHaveTextContent('There is no certificate at this address.');
  });
});

describe('my certificates', () => {
  it('lists the member\'s certificates with a download, the verification page and the course', async () => {
    answer('GET', 'certificates/my', { status: 200, body: { count: 1, data: [mine] } });
    await renderPage('/my-certificates', { signedIn: true });
    expect(await screen.findByTestId('my-certificate')).toHaveTextContent('Verification code: 7K3M-9QPX-2D4R');
    expect(screen.getByRole('button', { name: 'Download PDF: مبادئ الإسلام' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verification page' })).toHaveAttribute('href', `/certificates/${ID}`);
    expect(screen.getByRole('link', { name: 'Open in the Course' })).toHaveAttribute('href', '/lms/courses/11/certificate');
  });

  it('says when there are none yet', async () => {
    answer('GET', 'certificates/my', { status: 200, body: { count: 0, data: [] } });
    await renderPage('/my-certificates', { signedIn: true, language: 'ar' });
    expect(await screen.findByText('ليست لديك شهادات بعد. أتمّ دورة لتحصل على شهادة.')).toBeInTheDocument();
  });
});
