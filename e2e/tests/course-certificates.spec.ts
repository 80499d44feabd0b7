// Certificates (issue 13, item 6): a member of the seeded complete course
// who has done all the work but lacks one grade (learner@, the seed's
// finalist) opens the player's certificate page and reads what is missing:
// the final grade, only. An instructor grades the essay through the API;
// the completion review that the grade runs issues the certificate by itself.
// The member then sees it, downloads the PDF, reads the public page's address
// printed beside its QR code and opens that page signed out (no app bar, no
// side menu): holder, course, valid. Then their certificates list.
// English on demo, Arabic on nour; axe on every page visited.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { apiSessionOf, gradeThroughGradebook, openCourseFromSearch } from './support/course-journeys';
// Loaded up front: signIn imports it lazily for nour's emailed second factor, which Playwright's loader only resolves once loaded.
import './support/mailbox';
import { apiUrl, orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';

interface Journey {
  lang: Lang; org: OrgPrefix; search: string; member: string;
  /** The member's name on the certificate (its template's language), and both names (the gradebook writes the grader's). */
  holder: string; names: [string, string];
  /**
   * Who grades. nour asks every sign-in for an emailed code, at most five
   * an hour per account: instructor@nour already takes three a run, so its
   * administrator grades there (administrators grade every course).
   */
  grader: string; essay: string;
  heading: string; download: string; valid: string; myCertificates: string;
}

const JOURNEYS: Journey[] = [
  {
    lang: 'en', org: 'demo', search: 'Feedback', member: 'learner@demo.halaqa.test', holder: 'Rana Khoury', names: ['Rana Khoury', 'رنا خوري'],
    grader: 'instructor@demo.halaqa.test', essay: 'Reflection essay',
    heading: 'Course Certificate', download: 'Download PDF', valid: 'Valid certificate', myCertificates: 'My Certificates',
  },
  {
    lang: 'ar', org: 'nour', search: 'التغذية', member: 'learner@nour.halaqa.test', holder: 'بدر المطيري', names: ['Badr Mutairi', 'بدر المطيري'],
    grader: 'admin@nour.halaqa.test', essay: 'مقال تأملي',
    heading: 'شهادة البرنامج', download: 'تنزيل ملف PDF', valid: 'شهادة صالحة', myCertificates: 'شهاداتي',
  },
];

/**
 * The lines of the PDF's text, as a reader extracts them: pdf.js from the
 * API's own dependencies (the e2e package has no PDF reader of its own).
 */
interface PdfReader {
  getDocument(options: Record<string, unknown>): {
    promise: Promise<{ getPage(number: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string; transform?: number[] }> }> }> }>;
  };
}

async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import(path.resolve(__dirname, '../../api/node_modules/pdfjs-dist/legacy/build/pdf.mjs')) as PdfReader;
  const document = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  const lines = new Map<number, string>();
  for (const item of content.items) {
    if (!item.str || !item.transform) continue;
    const y = Math.round(item.transform[5]!);
    lines.set(y, (lines.get(y) ?? '') + item.str.normalize('NFKC'));
  }
  return [...lines.values()].map((line) => line.replace(/\s+/g, ' ').trim());
}

for (const journey of JOURNEYS) {
  test(`a member who meets the criteria once graded gets the certificate, downloads it, and anyone verifies it (${journey.lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, journey.member, journey.lang, journey.org);
    const courseId = await openCourseFromSearch(page, journey);

    // Not yet: the work is done and attendance is enough, the final grade is not.
    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/certificate`, journey.lang));
    await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('dir', journey.lang === 'ar' ? 'rtl' : 'ltr');
    const missing = page.getByTestId('certificate-missing');
    await expect(missing).toBeVisible();
    await expect(missing.getByTestId('requirement-grade')).toHaveAttribute('data-met', 'false');
    await expect(missing.getByTestId('requirement-attendance')).toHaveAttribute('data-met', 'true');
    await expect(missing.getByTestId('requirement-items')).toHaveAttribute('data-met', 'true');
    await expect(page.getByTestId('certificate-held')).toHaveCount(0);
    await expectAccessible(page, `the certificate page, still missing a grade (${journey.lang})`);

    // The grade that was missing, from the grader's own session: the review it runs finishes the member and issues the certificate.
    const grader = await apiSessionOf(journey.org, journey.grader);
    try {
      expect(await gradeThroughGradebook(grader.api, courseId, { itemName: journey.essay, studentNames: journey.names, points: 18 })).toBe(200);
      const issued = await grader.api.get(apiUrl(`/api/courses/${courseId}/certificates`));
      const { data } = await issued.json() as { data: Array<{ holderName: string; issuedBy: string }> };
      expect(data.find((certificate) => certificate.holderName === journey.holder)?.issuedBy).toBe('AUTOMATIC');
    } finally {
      await grader.close();
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeFocused();
    const held = page.getByTestId('certificate-held');
    await expect(held).toContainText(journey.holder);
    const code = (await page.getByTestId('certificate-code').textContent())!.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];

    // Keyboard: the download button is reached and pressed without a mouse.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: journey.download }).focus();
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const lines = await pdfText(bytes);
    expect(lines).toContain(journey.holder);
    // The address the QR code carries is printed under it.
    const address = lines.find((line) => /\/certificates\/[0-9a-f-]{36}$/.test(line))!;
    expect(new URL(address).host).toBe(new URL(orgUrl(journey.org)).host);

    // Signed out, in a fresh browser: the public page, without the app bar or side menu.
    const visitor = await browser.newContext();
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(`${address}?lang=${journey.lang}`);
      await expect(publicPage.getByTestId('certificate-status')).toHaveText(journey.valid);
      await expect(publicPage.getByTestId('certificate-holder')).toHaveText(journey.holder);
      await expect(publicPage.getByTestId('avatar-button')).toHaveCount(0);
      await expect(publicPage.getByRole('banner')).toHaveCount(0);
      await expect(publicPage.getByRole('navigation')).toHaveCount(0);
      // The organization's announcement goes with the app bar: the seed publishes one in both organizations.
      await expect(publicPage.getByTestId('announcement-banner')).toHaveCount(0);
      await expectAccessible(publicPage, `the public certificate page (${journey.lang})`);
    } finally {
      await visitor.close();
    }

    // The member's list of certificates.
    await page.goto(orgUrl(journey.org, '/my-certificates', journey.lang));
    await expect(page.getByRole('heading', { level: 1, name: journey.myCertificates })).toBeVisible();
    await expect(page.getByTestId('my-certificate')).toHaveCount(1);
    await expect(page.getByTestId('my-certificate')).toContainText(code);
  });
}
