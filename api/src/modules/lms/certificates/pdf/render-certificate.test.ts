import { pdfLines } from './pdf-text';
import { renderCertificatePdf, type CertificateDocument } from './render-certificate';

const certificate = (over: Partial<CertificateDocument> = {}): CertificateDocument => ({
  language: 'ARABIC',
  holderName: 'سلمى عبد الله العلي',
  courseName: 'مبادئ الإسلام والعلم لا غنى عنه',
  organizationName: 'أكاديمية نور',
  issuedAt: new Date('2026-11-24T09:00:00Z'),
  verificationCode: '7K3M-9QPX-2D4R',
  verificationUrl: 'https://nour.example.org/certificates/3f1c2a9e-1b2c-4d5e-8f90-123456789abc',
  revoked: false,
  primaryColor: '#0f766e',
  secondaryColor: '#ffffff',
  fontFamily: 'Cairo',
  icon: null,
  ...over,
});

test('an Arabic certificate: names, ligatures (lam-alef) and the date read in logical order from the PDF', async () => {
  const bytes = await renderCertificatePdf(certificate());
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const lines = await pdfLines(bytes);
  expect(lines).toContain('سلمى عبد الله العلي');
  expect(lines).toContain('مبادئ الإسلام والعلم لا غنى عنه');
  expect(lines).toContain('شهادة إتمام');
  expect(lines).toContain('تشهد أكاديمية نور بأن');
  expect(lines.join('\n')).toContain('7K3M-9QPX-2D4R');
  expect(lines).toContain('https://nour.example.org/certificates/3f1c2a9e-1b2c-4d5e-8f90-123456789abc');
  expect(lines.some((line) => line.includes('2026') && line.includes('نوفمبر'))).toBe(true);
}, 20_000);

test('an English certificate, and a revoked one says so', async () => {
  const lines = await pdfLines(await renderCertificatePdf(certificate({
    language: 'ENGLISH', holderName: 'Salma Al-Ali', courseName: 'Foundations of Learning', organizationName: 'Demo Academy', revoked: true,
  })));
  expect(lines).toEqual(expect.arrayContaining([
    'Certificate of Completion', 'Demo Academy certifies that', 'Salma Al-Ali', 'Foundations of Learning',
    'on 24 November 2026', 'This certificate has been revoked',
  ]));
}, 20_000);
