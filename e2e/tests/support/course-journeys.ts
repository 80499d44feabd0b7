// Steps the course journeys share: finding the seeded course through the
// catalogue, and a member's or instructor's own API session for what the
// journey does outside the page (an instructor grading, a crafted request).
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './test';
import { newestCode } from './mailbox';
import { apiUrl, DEMO_PASSWORD, orgUrl, type Lang, type OrgPrefix } from './site';

interface CourseSearch { org: OrgPrefix; lang: Lang; search: string }

/**
 * Searches the catalogue as the page's member, opens the first result and
 * returns its id. `landsOn`: where the card must lead (an overview for a
 * course the member is not learning in yet).
 */
export async function openCourseFromSearch(page: Page, { org, lang, search }: CourseSearch, landsOn = /\/lms\/courses\/\d+\//): Promise<number> {
  await page.goto(orgUrl(org, `/lms/all-courses?query=${encodeURIComponent(search)}`, lang));
  await page.getByTestId('course-list').getByRole('link').first().click();
  await expect(page).toHaveURL(landsOn);
  return Number(/\/lms\/courses\/(\d+)\//.exec(page.url())![1]);
}

/** A signed-in API session of `email` on `org` (through the emailed second factor where the organization asks for one). */
export async function apiSessionOf(org: OrgPrefix, email: string): Promise<{ api: APIRequestContext; close: () => Promise<void> }> {
  const anonymous = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-organization': org } });
  const started = Date.now();
  try {
    const login = await anonymous.post(apiUrl('/api/auth/login'), { data: { email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    let answer = await login.json() as { tokens?: { accessToken: string }; twoFactorToken?: string };
    if (answer.twoFactorToken) {
      const code = await newestCode(anonymous, email, started);
      const second = await anonymous.post(apiUrl('/api/auth/2fa'), { data: { twoFactorToken: answer.twoFactorToken, code } });
      expect(second.status()).toBe(200);
      answer = await second.json() as typeof answer;
    }
    const api = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-organization': org, authorization: `Bearer ${answer.tokens!.accessToken}` } });
    return { api, close: () => api.dispose() };
  } finally {
    await anonymous.dispose();
  }
}

interface Gradebook {
  items: Array<{ id: number; name: string; rubricId: number | null }>;
  students: Array<{ userId: number; name: string }>;
}

/**
 * An instructor's (or administrator's) grade through the API, as the
 * gradebook knows the course: the item by name, the student by name (the
 * gradebook writes names in the grader's language, so either of the
 * member's names matches). Answers the status of the PUT.
 */
export async function gradeThroughGradebook(
  grader: APIRequestContext, courseId: number, grade: { itemName: string; studentNames: readonly string[]; points: number; comment?: string },
): Promise<number> {
  const answer = await grader.get(apiUrl(`/api/courses/${courseId}/gradebook`));
  expect(answer.status()).toBe(200);
  const gradebook = await answer.json() as Gradebook;
  const item = gradebook.items.find((candidate) => candidate.name === grade.itemName);
  const student = gradebook.students.find((candidate) => grade.studentNames.includes(candidate.name));
  if (!item || !student) throw new Error(`the gradebook lacks ${grade.itemName} or ${grade.studentNames.join(' / ')}`);
  const put = await grader.put(apiUrl(`/api/courses/${courseId}/grade-items/${item.id}/grades/${student.userId}`), {
    data: { grade: grade.points, ...(grade.comment ? { comment: grade.comment } : {}) },
  });
  return put.status();
}
