// Getting help end to end (issue 11, part 7): a member searches the help
// center and opens a support ticket that then shows in their list; a visitor
// writes through the contact form; a visitor's chat gets the staff's answer.
// Each journey in both languages, with axe on every page it visits (the
// `test` of ./support/test). Every run writes with addresses of its own.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl, DEMO_PASSWORD, LANGS, orgUrl, shellReady, signIn, type Lang } from './support/site';


const TEXT = {
  en: {
    search: 'Search the help center', query: 'password', finds: 'I forgot my password. How do I reset it?',
    subject: 'Subject', describe: 'Describe the problem', listTitle: 'Your tickets', received: 'Received',
    name: 'Your name', yourEmail: 'Your email', message: 'Message', chatMessage: 'Your message', sent: 'Thank you, your message was sent',
    staff: 'Support team',
  },
  ar: {
    search: 'ابحث في مركز المساعدة', query: 'كلمة المرور', finds: 'نسيت كلمة المرور. كيف أعيد تعيينها؟',
    subject: 'الموضوع', describe: 'صف المشكلة', listTitle: 'تذاكرك', received: 'مستلمة',
    name: 'اسمك', yourEmail: 'بريدك الإلكتروني', message: 'الرسالة', chatMessage: 'رسالتك', sent: 'شكرًا لك، تم إرسال رسالتك',
    staff: 'فريق الدعم',
  },
} as const;

/** Separate members per language, so the two runs never read each other's tickets. */
const MEMBER: Record<Lang, string> = { en: 'member@demo.halaqa.test', ar: 'provider@demo.halaqa.test' };

const unique = (what: string) => `${what} ${Date.now()}${Math.floor(Math.random() * 1000)}`;


async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(apiUrl('/api/auth/login'), {
    headers: { 'x-organization': 'demo' }, data: { email: 'admin@demo.halaqa.test', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

for (const lang of LANGS) {
  test(`a member searches the help center, opens a ticket and finds it in the list (${lang})`, async ({ page }) => {
    // Five pages (sign-in, catalogue, help center, ticket form, ticket), each checked by axe once the journey is over.
    test.setTimeout(60_000);
    await signIn(page, MEMBER[lang], lang);
    await page.goto(orgUrl('demo', '/help-center', lang));
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const articles = page.getByTestId('help-article');
    await expect(articles.first()).toBeVisible();
    const all = await articles.count();
    expect(all).toBeGreaterThanOrEqual(8);

    // The search applies after the pause in typing.
    await page.getByRole('searchbox', { name: TEXT[lang].search }).fill(TEXT[lang].query);
    await expect.poll(() => articles.count()).toBeLessThan(all);
    const question = page.getByRole('button', { name: TEXT[lang].finds });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('help-answer').filter({ visible: true })).toHaveCount(1);

    // Not answered there: a ticket.
    await page.getByTestId('help-open-ticket').click();
    await expect(page).toHaveURL(/\/technical-support\?new=1/);
    const subject = unique(lang === 'en' ? 'Cannot play the video' : 'لا يعمل الفيديو');
    await page.getByLabel(TEXT[lang].subject).fill(subject);
    await page.getByLabel(TEXT[lang].describe).fill(lang === 'en' ? 'The lesson video stays black.' : 'يبقى فيديو الدرس أسود.');
    await page.getByTestId('new-ticket-submit').click();
    await expect(page).toHaveURL(/\/technical-support\?ticket=\d+/);
    await expect(page.getByTestId('ticket-subject')).toHaveText(subject);
    await expect(page.getByTestId('message')).toHaveCount(1);

    await page.getByTestId('ticket-back').click();
    await expect(page.getByRole('heading', { level: 2, name: TEXT[lang].listTitle })).toBeVisible();
    const item = page.getByTestId('ticket-item').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('ticket-status')).toHaveText(TEXT[lang].received);
  });

  test(`a visitor writes through the contact form (${lang})`, async ({ page }) => {
    await page.goto(orgUrl('demo', '/contact-us', lang));
    await shellReady(page);
    await page.getByTestId('contact-submit').click();
    // Every field says what is missing; the first takes the focus.
    await expect(page.getByTestId('field-error')).toHaveCount(4);
    await expect(page.getByLabel(TEXT[lang].name)).toBeFocused();

    const email = `visitor-${lang}-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    await page.getByLabel(TEXT[lang].name).fill(lang === 'en' ? 'Mona Salem' : 'منى سالم');
    await page.getByLabel(TEXT[lang].yourEmail).fill(email);
    await page.getByLabel(TEXT[lang].subject).fill(unique(lang === 'en' ? 'Group discount' : 'خصم للمجموعات'));
    await page.getByLabel(TEXT[lang].message).fill(lang === 'en' ? 'Do you offer a discount for teams?' : 'هل لديكم خصم للفرق؟');
    await page.getByTestId('contact-submit').click();
    const sent = page.getByTestId('contact-sent');
    await expect(sent.getByRole('heading', { name: TEXT[lang].sent })).toBeVisible();
    await expect(sent).toContainText(email);
  });

  test(`a visitor's chat shows the support team's answer, and stays open in the tab (${lang})`, async ({ page, request }) => {
    await page.goto(orgUrl('demo', '/chat', lang));
    await shellReady(page);
    const email = `chat-${lang}-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    await page.getByLabel(TEXT[lang].name).fill(lang === 'en' ? 'Ali Hassan' : 'علي حسن');
    await page.getByLabel(TEXT[lang].yourEmail).fill(email);
    await page.getByLabel(TEXT[lang].chatMessage).fill(unique(lang === 'en' ? 'Is there a certificate?' : 'هل توجد شهادة؟'));
    const opened = page.waitForResponse((response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST');
    await page.getByTestId('start-chat').click();
    const { ticket } = (await (await opened).json()) as { ticket: { id: number } };
    await expect(page.getByTestId('chat-window')).toBeVisible();

    // A person answers (the organization's administrator, through the API).
    const token = await adminToken(request);
    const answered = await request.patch(apiUrl(`/api/technical-support/${ticket.id}`), {
      headers: { 'x-organization': 'demo', authorization: `Bearer ${token}` },
      data: { body: lang === 'en' ? 'Yes, when you pass the course.' : 'نعم، عند اجتياز الدورة.' },
    });
    expect(answered.status()).toBe(200);

    // The tab keeps the chat: after a reload, the answer is there.
    await page.reload();
    const staff = page.getByTestId('message').filter({ hasText: TEXT[lang].staff });
    await expect(staff).toBeVisible();
    await expect(page.getByTestId('message')).toHaveCount(2);
  });
}

test('a visitor on technical support is pointed to sign in or to write to us', async ({ page }) => {
  await page.goto(orgUrl('demo', '/technical-support', 'en'));
  await shellReady(page);
  await expect(page.getByTestId('support-visitor')).toBeVisible();
  await page.getByTestId('support-contact').click();
  await expect(page).toHaveURL(/\/contact-us/);
  await expect(page.getByTestId('contact-form')).toBeVisible();
});
