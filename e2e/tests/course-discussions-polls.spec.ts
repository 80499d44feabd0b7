// Discussions and polls end to end (issue 13, items 4 and 5): a member of the
// seeded complete course reads the board (a thread in Arabic and one in
// English), starts a thread in the shared rich-text editor (bold through its
// toolbar), replies, likes; a script sent in a comment is gone from what
// anyone sees; votes in the poll once (a second vote is refused) and reads
// the results table. English on demo, Arabic on nour; axe on every page.
// coach@ is the seed's advanced learner: enrolled, and not a voter in the seed.
import { expect, test } from './support/test';
import { apiSessionOf, openCourseFromSearch } from './support/course-journeys';
import { apiUrl, orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';

interface Journey {
  lang: Lang; org: OrgPrefix; search: string; member: string;
  words: { message: string; bold: string; post: string; reply: string; sendReply: string; vote: string; voted: string; results: RegExp };
}

const JOURNEYS: Journey[] = [
  {
    lang: 'en', org: 'demo', search: 'Feedback', member: 'coach@demo.halaqa.test',
    words: { message: 'Your message', bold: 'Bold', post: 'Post', reply: 'Reply', sendReply: 'Send reply', vote: 'Vote', voted: 'Thank you, your vote was counted.', results: /^Results:/ },
  },
  {
    lang: 'ar', org: 'nour', search: 'التغذية', member: 'coach@nour.halaqa.test',
    words: { message: 'رسالتك', bold: 'غامق', post: 'انشر', reply: 'رد', sendReply: 'أرسل الرد', vote: 'صوّت', voted: 'شكرًا، احتُسب صوتك.', results: /^النتائج:/ },
  },
];

for (const journey of JOURNEYS) {
  test(`a member discusses and votes (${journey.lang}, ${journey.org})`, async ({ page }) => {
    test.setTimeout(150_000);
    const { words } = journey;
    await signIn(page, journey.member, journey.lang, journey.org);
    const courseId = await openCourseFromSearch(page, journey, /\/lms\/courses\/\d+\/overview/);
    const { api, close } = await apiSessionOf(journey.org, journey.member);
    try {
      // The boards, then the seeded board: threads in both languages.
      await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/discussion-boards`, journey.lang));
      if (journey.lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('discussion-board').first().getByRole('link').click();
      await expect(page.getByTestId('player-heading')).toBeFocused();
      await expect(page.getByTestId('thread').filter({ hasText: 'السلام عليكم' })).toBeVisible();
      await expect(page.getByTestId('thread').filter({ hasText: 'Hello everyone' })).toBeVisible();
      const boardId = Number(/discussion-boards\/(\d+)/.exec(page.url())![1]);

      // A new thread written in the editor: bold from the toolbar.
      const editor = page.getByRole('textbox', { name: words.message });
      await editor.click();
      await page.keyboard.type('Plain then ');
      await page.getByRole('toolbar').getByRole('button', { name: words.bold }).click();
      await expect(page.getByRole('toolbar').getByRole('button', { name: words.bold })).toHaveAttribute('aria-pressed', 'true');
      // The click left the caret in the text: typing goes on there, in bold.
      await expect(editor).toBeFocused();
      await page.keyboard.type('strong words');
      await page.getByTestId('thread-form').getByRole('button', { name: words.post }).click();
      const mine = page.getByTestId('thread').filter({ hasText: 'Plain then strong words' });
      await expect(mine).toBeVisible();
      await expect(mine.locator('strong')).toHaveText('strong words');

      // A crafted request with a script: nothing of it reaches the page.
      const crafted = await api.post(apiUrl(`/api/courses/${courseId}/discussion-boards/${boardId}/comments`), {
        data: { body: '<p>Crafted comment</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">link</a>' },
      });
      expect(crafted.status()).toBe(201);
      const stored = await crafted.json() as { body: string };
      expect(stored.body).not.toMatch(/script|onerror|javascript:/i);
      await page.reload();
      const craftedThread = page.getByTestId('thread').filter({ hasText: 'Crafted comment' });
      await expect(craftedThread).toBeVisible();
      expect(await craftedThread.locator('script, img, [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

      // A reply to the English thread (someone else's), and a like.
      const english = page.getByTestId('thread').filter({ hasText: 'Hello everyone' });
      await english.getByRole('button', { name: new RegExp(words.reply) }).first().click();
      await page.getByTestId('reply-form').getByRole('textbox').click();
      await page.keyboard.type('Replying with thanks');
      await page.getByTestId('reply-form').getByRole('button', { name: words.sendReply }).click();
      await expect(english.getByTestId('reply').filter({ hasText: 'Replying with thanks' })).toBeVisible();
      const like = page.getByTestId('thread').filter({ hasText: 'السلام عليكم' }).getByTestId('like-button').first();
      const pressed = await like.getAttribute('aria-pressed');
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');

      // The poll: one vote, then the results; a second vote is refused.
      await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/polls`, journey.lang));
      await page.getByTestId('survey').first().getByRole('link').click();
      await expect(page.getByTestId('player-heading')).toBeFocused();
      const surveyId = Number(/polls\/(\d+)/.exec(page.url())![1]);
      await page.getByTestId('vote-form').getByRole('radio').first().check();
      await page.getByTestId('vote-form').getByRole('button', { name: words.vote }).click();
      await expect(page.getByTestId('voted')).toContainText(words.voted);
      const table = page.getByRole('table', { name: words.results });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(4);
      const again = await api.post(apiUrl(`/api/courses/${courseId}/surveys/${surveyId}/votes`), { data: { choiceIds: [] } });
      expect(again.status()).toBe(400);
      const poll = await (await api.get(apiUrl(`/api/courses/${courseId}/surveys/${surveyId}`))).json() as { choices: Array<{ id: number }> };
      const second = await api.post(apiUrl(`/api/courses/${courseId}/surveys/${surveyId}/votes`), { data: { choiceIds: [poll.choices[0]!.id] } });
      expect(second.status()).toBe(409);
      expect((await second.json() as { code: string }).code).toBe('svy-001');
      await page.reload();
      await expect(page.getByTestId('voted')).toBeVisible();
      await expect(page.getByTestId('vote-form')).toHaveCount(0);
    } finally {
      await close();
    }
  });
}
