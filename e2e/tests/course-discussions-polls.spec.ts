// Discussions and polls end to end (issue 13, items 4 and 5): a member of the
// seeded complete course reads the board (a thread in Arabic and one in
// English), starts a thread in the shared rich-text editor (bold through its
// toolbar) with a file attached through the board's upload, edits it, replies,
// likes; a script sent in a comment is gone from what anyone sees; votes in
// the poll once (a second vote is refused) and reads the results table.
// English on demo, Arabic on nour; axe on every page.
// coach@ is the seed's advanced learner: enrolled, and not a voter in the seed.
import path from 'node:path';
import { expect, test } from './support/test';
import { apiSessionOf, openCourseFromSearch } from './support/course-journeys';
import { apiUrl, orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';

interface Journey {
  lang: Lang; org: OrgPrefix; search: string; member: string;
  words: {
    message: string; bold: string; post: string; reply: string; sendReply: string; vote: string; voted: string; results: RegExp;
    attach: string; edit: string; edited: string; save: string;
  };
}

const PDF = path.join(__dirname, '../../api/src/modules/media/fixtures/two-pages.pdf');

const JOURNEYS: Journey[] = [
  {
    lang: 'en', org: 'demo', search: 'Feedback', member: 'coach@demo.halaqa.test',
    words: {
      message: 'Your message', bold: 'Bold', post: 'Post', reply: 'Reply', sendReply: 'Send reply', vote: 'Vote', voted: 'Thank you, your vote was counted.', results: /^Results:/,
      attach: 'Attach files', edit: 'Edit', edited: 'Your message, edited', save: 'Save',
    },
  },
  {
    lang: 'ar', org: 'nour', search: 'التغذية', member: 'coach@nour.halaqa.test',
    words: {
      message: 'رسالتك', bold: 'غامق', post: 'انشر', reply: 'رد', sendReply: 'أرسل الرد', vote: 'صوّت', voted: 'شكرًا، احتُسب صوتك.', results: /^النتائج:/,
      attach: 'إرفاق ملفات', edit: 'تعديل', edited: 'رسالتك بعد التعديل', save: 'حفظ',
    },
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
      // A file through the Attach button's file chooser: uploaded through the board when the thread is posted.
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('thread-form').getByRole('button', { name: words.attach }).click();
      await (await chooser).setFiles(PDF);
      await expect(page.getByTestId('thread-form-files')).toContainText('two-pages.pdf');
      await page.getByTestId('thread-form').getByRole('button', { name: words.post }).click();
      // Newest first: the thread just posted (a journey run again on the same site finds its earlier one below).
      const mine = page.getByTestId('thread').filter({ hasText: 'Plain then strong words' }).first();
      await expect(mine).toBeVisible();
      await expect(mine.locator('strong')).toHaveText('strong words');
      const attached = mine.getByTestId('comment-files').getByRole('link', { name: /two-pages\.pdf/ });
      await expect(attached).toBeVisible();
      // The signed address serves the file itself (asked over loopback: the runner does not resolve *.localhost).
      const href = new URL((await attached.getAttribute('href'))!, page.url());
      const served = await page.request.get(apiUrl(`${href.pathname}${href.search}`), { headers: { 'x-organization': journey.org } });
      expect(served.status()).toBe(200);
      expect(Buffer.from(await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // The author edits the thread: the editor opens on its text, the change is saved, the file stays.
      await mine.getByRole('button', { name: words.edit }).click();
      const editing = page.getByRole('textbox', { name: words.edited });
      await editing.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' and more');
      await mine.getByRole('button', { name: words.save }).click();
      await expect(mine.getByTestId('comment-body')).toContainText('strong words and more');
      await expect(mine.getByRole('button', { name: words.edit })).toBeFocused();
      await expect(attached).toBeVisible();

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
