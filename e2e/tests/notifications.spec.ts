// Notifications live (issue 11): a member with two tabs open sees the bell's
// badge rise when an administrator publishes an announcement, in both tabs
// (one stream, shared through the leader tab), in English and Arabic; the
// notification leads to its page. Then the full list at /notifications.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl, DEMO_PASSWORD, LANGS, orgUrl, signIn, type Lang } from './support/site';

const TEXT = {
  en: { title: 'Notifications', prefix: 'New announcement: ' },
  ar: { title: 'الإشعارات', prefix: 'إعلان جديد: ' },
} as const;
/** A member of its own per language: the two runs read each other's announcements but never each other's clicks. */
const MEMBER: Record<Lang, string> = { en: 'events@demo.halaqa.test', ar: 'coach@demo.halaqa.test' };


async function publish(request: APIRequestContext, body: { en: string; ar: string }): Promise<void> {
  const login = await request.post(apiUrl('/api/auth/login'), { headers: { 'x-organization': 'demo' }, data: { email: 'admin@demo.halaqa.test', password: DEMO_PASSWORD } });
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const created = await request.post(apiUrl('/api/org-announcements-management'), {
    headers: { 'x-organization': 'demo', authorization: `Bearer ${tokens.accessToken}` },
    // The banner's journey (chrome.spec) expects the newest announcement to carry this link.
    data: { body: body.en, externalLink: 'www.example.org/news', translations: [{ language: 'ar', body: body.ar }] },
  });
  expect(created.status()).toBe(201);
}

/** Opens the bell's panel and marks everything read, so the next badge is ours. */
async function startFromZero(page: Page): Promise<void> {
  const bell = page.getByTestId('notification-bell-button');
  await bell.click();
  const markAll = page.getByTestId('notifications-mark-all');
  // With nothing unread it is aria-disabled (it keeps the focus), which Playwright counts as disabled.
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-panel')).toHaveCount(0);
  await expect(bell).toBeFocused();
}

for (const lang of LANGS) {
  test(`(${lang}) the badge rises in both tabs when an announcement is published, and the notification opens its page`, async ({ page, context, request }) => {
    await signIn(page, MEMBER[lang], lang);
    await expect(page.getByTestId('notification-bell-button')).toBeVisible();
    await startFromZero(page);
    const second = await context.newPage();
    await second.goto(orgUrl('demo', '/notifications', lang));
    await expect(second.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
    await expect(second.getByTestId('notification-bell-button')).toBeVisible();

    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const body = { en: `Library opens late ${unique}`, ar: `المكتبة تفتح متأخرة ${unique}` };
    const started = Date.now();
    await publish(request, body);
    // Both tabs: the stream lives in one of them and the other hears through the bus.
    await expect(page.getByTestId('notification-badge')).toHaveText(/^[1-9]/, { timeout: 3_000 });
    await expect(second.getByTestId('notification-badge')).toHaveText(/^[1-9]/, { timeout: 3_000 });
    test.info().annotations.push({ type: 'badge latency', description: `${Date.now() - started} ms` });
    // The open list refreshes by itself too.
    await expect(second.getByTestId('notifications-list')).toContainText(body[lang]);

    await page.getByTestId('notification-bell-button').click();
    const entry = page.getByTestId('notification-panel').getByTestId('notification-entry').filter({ hasText: `${TEXT[lang].prefix}${body[lang]}` });
    await expect(entry).toBeVisible();
    await entry.getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByTestId('notification-panel')).toHaveCount(0);
    await second.close();
  });
}
