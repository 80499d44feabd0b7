// Social end to end (issue 16, "Done when"), on demo's seeded events and groups:
// - a visitor browses the events, opens one and is asked to sign in to join (both languages);
// - member@demo joins the free "Data Ethics" event and opens the ticket; its host
//   (instructor@demo, another browser) types the code at the door, checks the member in,
//   and the same code is refused the second time (evt-008); the ticket lists the check-in;
// - the full "Small Group Mentoring": shopper@demo joins the waitlist, events@demo (who holds
//   a seeded place) leaves, and shopper@demo is promoted: enrolled on the event's page, told
//   by the bell and the notifications page;
// - groups: member@demo asks to join the private circle, admin@demo accepts in the members
//   panel, member@demo posts with a picture, admin@demo comments and likes, member@demo saves
//   the post and finds it in /saved-post;
// - a secret group does not exist for a non-member: not found at its address, not in
//   discover or search (both languages).
// Every page is seen in English and in Arabic (right to left); axe checks the test's own
// pages (support/test.ts) and, by hand, those of a second member's browser.
//
// Accounts: member@ and shopper@ only enroll themselves here (the seed keeps them out of the
// events); events@ gives up its seeded place; admin@ and instructor@ act as admin and host.
import { apiSessionOf } from './support/course-journeys';
import { EVENTS, expectAccessible, expectDirection, GROUPS, idAfter, PIXEL_PNG, secondMember } from './support/social-journeys';
import { expect, test } from './support/test';
import { apiUrl, LANGS, orgUrl, signIn } from './support/site';

const MEMBER_NAME = /Sara Haddad|سارة حداد/;

for (const lang of LANGS) {
  test(`(${lang}) a visitor browses the events, opens one and is asked to sign in to join`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(orgUrl('demo', '/social/events', lang));
    await expectDirection(page, lang);
    await expect(page.getByTestId('events-page')).toBeVisible();
    const card = page.getByTestId('event-card').filter({ hasText: EVENTS.dataEthics[lang] });
    await expect(card).toBeVisible();
    // A past event is not among the upcoming ones.
    await expect(page.getByTestId('event-card').filter({ hasText: 'Community Reading Circle' })).toHaveCount(0);
    await card.getByRole('link', { name: EVENTS.dataEthics[lang] }).click();
    await expect(page).toHaveURL(/\/event\/\d+(\?|$)/);
    const eventPath = new URL(page.url()).pathname;
    await expectDirection(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: EVENTS.dataEthics[lang] })).toBeVisible();
    const box = page.getByTestId('join-box');
    await expect(box).toHaveAttribute('data-state', 'VISITOR');
    await expect(box.getByTestId('join-event')).toHaveCount(0);
    await box.getByTestId('sign-in-to-join').click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(eventPath);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expectDirection(page, lang);
  });
}

test('a member joins a free event and shows the ticket; the host checks it in once', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The member, in English.
  await signIn(page, 'member@demo.halaqa.test', 'en');
  await page.goto(orgUrl('demo', '/social/events', 'en'));
  await page.getByTestId('event-card').getByRole('link', { name: EVENTS.dataEthics.en }).click();
  const eventId = idAfter(page, 'event');
  const box = page.getByTestId('join-box');
  await expect(box).toHaveAttribute('data-state', 'JOIN');
  await box.getByTestId('join-event').click();
  await expect(box).toHaveAttribute('data-state', 'ENROLLED');
  await expect(box.getByTestId('join-state')).toHaveText('You are enrolled in this event.');
  await expect(box.getByTestId('join-state')).toBeFocused();
  await box.getByTestId('view-ticket').click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/ticket`));
  const ticket = page.getByTestId('ticket');
  await expect(ticket.getByRole('heading', { name: EVENTS.dataEthics.en })).toBeVisible();
  await expect(ticket.getByTestId('ticket-qr')).toBeVisible();
  await expect(ticket.getByTestId('no-check-ins')).toBeVisible();
  const code = (await ticket.getByTestId('ticket-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

  // The host, in Arabic first, in a browser of their own.
  const host = await secondMember(browser, 'instructor@demo.halaqa.test', 'ar');
  try {
    await host.page.goto(orgUrl('demo', `/event/${eventId}/check-in`, 'ar'));
    await expectDirection(host.page, 'ar');
    const form = host.page.getByTestId('check-in-form');
    await expect(form.getByRole('heading', { name: `تسجيل الحضور في «${EVENTS.dataEthics.ar}»` })).toBeVisible();
    await form.getByLabel('رمز التذكرة').fill(code);
    await form.getByRole('button', { name: 'سجّل الحضور' }).click();
    const outcome = form.getByTestId('check-in-outcome').locator('[data-outcome]');
    await expect(outcome).toHaveAttribute('data-outcome', 'ok');
    await expect(outcome).toContainText(MEMBER_NAME);
    await expect(form.getByLabel('رمز التذكرة')).toBeFocused();
    await expect(form.getByLabel('رمز التذكرة')).toHaveValue('');
    await expectAccessible(host.page);

    // The same ticket again, in English: refused, already checked in for this session.
    await host.page.goto(orgUrl('demo', `/event/${eventId}/check-in`, 'en'));
    await expectDirection(host.page, 'en');
    const again = host.page.getByTestId('check-in-form');
    await again.getByLabel('Ticket code').fill(code);
    await again.getByRole('button', { name: 'Check in' }).click();
    const refused = again.getByTestId('check-in-outcome').locator('[data-outcome]');
    await expect(refused).toHaveAttribute('data-outcome', 'evt-008');
    await expect(refused).toHaveText('This ticket was already checked in for this session.');
    await expectAccessible(host.page);
  } finally {
    await host.context.close();
  }

  // The member's ticket, in Arabic: the check-in is listed.
  await page.goto(orgUrl('demo', `/event/${eventId}/ticket`, 'ar'));
  await expectDirection(page, 'ar');
  await expect(page.getByTestId('ticket').getByRole('heading', { name: EVENTS.dataEthics.ar })).toBeVisible();
  await expect(page.getByTestId('ticket-check-ins').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('ticket-code')).toHaveText(code);
});

test('a member waits for a full event and is promoted when a place frees up', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // shopper@demo, in Arabic: the event is full, the waitlist takes them first in line.
  await signIn(page, 'shopper@demo.halaqa.test', 'ar');
  await page.goto(orgUrl('demo', '/social/events', 'ar'));
  await expectDirection(page, 'ar');
  await page.getByTestId('event-card').getByRole('link', { name: EVENTS.mentoring.ar }).click();
  const eventId = idAfter(page, 'event');
  const box = page.getByTestId('join-box');
  await expect(box).toHaveAttribute('data-state', 'WAITLIST');
  await box.getByTestId('join-waitlist').click();
  await expect(box).toHaveAttribute('data-state', 'WAITLISTED');
  await expect(box.getByTestId('join-state')).toHaveText(/^ترتيبك (1|١) في قائمة الانتظار\.$/);

  // events@demo, in English, gives up a seeded place.
  const leaver = await secondMember(browser, 'events@demo.halaqa.test', 'en');
  try {
    await leaver.page.goto(orgUrl('demo', `/event/${eventId}`, 'en'));
    await expectDirection(leaver.page, 'en');
    const theirs = leaver.page.getByTestId('join-box');
    await expect(theirs).toHaveAttribute('data-state', 'ENROLLED');
    await theirs.getByTestId('leave-event').click();
    const dialog = leaver.page.getByRole('dialog', { name: 'Leave this event?' });
    await dialog.getByTestId('confirm-leave').click();
    // The place went to the waitlist at once: the event is full again.
    await expect(theirs).toHaveAttribute('data-state', 'WAITLIST');
    await expectAccessible(leaver.page);
  } finally {
    await leaver.context.close();
  }

  // shopper@demo holds the place now, and is told.
  await page.reload();
  await expect(box).toHaveAttribute('data-state', 'ENROLLED');
  await expect(box.getByTestId('join-state')).toHaveText('أنت مسجَّل في هذه الفعالية.');
  await expect(page.getByTestId('notification-badge')).toHaveText(/^[1-9١-٩]/, { timeout: 15_000 });
  await page.getByTestId('notification-bell-button').click();
  const entry = page.getByTestId('notification-panel').getByTestId('notification-entry')
    .filter({ hasText: `تفرّغ مقعد في «${EVENTS.mentoring.ar}»` });
  await expect(entry).toBeVisible();
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}(\\?|$)`));

  // The notifications page, in English.
  await page.goto(orgUrl('demo', '/notifications', 'en'));
  await expectDirection(page, 'en');
  await expect(page.getByTestId('notifications-list')).toContainText(
    new RegExp(`A place opened up in “${EVENTS.mentoring.en}”: you are now enrolled\\.|تفرّغ مقعد في «${EVENTS.mentoring.ar}»`),
  );
  // The event's page in English says so too.
  await page.goto(orgUrl('demo', `/event/${eventId}`, 'en'));
  await expect(page.getByTestId('join-box')).toHaveAttribute('data-state', 'ENROLLED');
  await expect(page.getByTestId('join-state')).toHaveText('You are enrolled in this event.');
});

test('a private group: asked, accepted, a post with a picture, a comment, a like, saved', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}`;
  const postText = `Our ward's handover list, photo attached ${stamp}`;
  const commentText = `شكرًا، قائمة مفيدة ${stamp}`;

  // member@demo, in English: the circle is closed to them; they ask to join.
  await signIn(page, 'member@demo.halaqa.test', 'en');
  await page.goto(orgUrl('demo', '/groups/mine', 'en'));
  await expectDirection(page, 'en');
  await page.getByTestId('discover-list').getByRole('link', { name: GROUPS.private }).click();
  const groupId = idAfter(page, 'groups');
  await expect(page.getByTestId('posts-closed')).toBeVisible();
  await page.getByRole('button', { name: `Request to join ${GROUPS.private}` }).click();
  await expect(page.getByTestId('membership-state')).toHaveText('Request pending');

  // admin@demo, in Arabic, accepts in the members panel.
  const admin = await secondMember(browser, 'admin@demo.halaqa.test', 'ar');
  let postId: number;
  try {
    await admin.page.goto(orgUrl('demo', `/groups/${groupId}`, 'ar'));
    await expectDirection(admin.page, 'ar');
    const panel = admin.page.getByTestId('members-panel');
    const request = panel.getByTestId('pending-members').getByTestId('member').filter({ hasText: MEMBER_NAME });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: /^اقبل / }).click();
    await expect(panel.getByTestId('accepted-members').getByTestId('member').filter({ hasText: MEMBER_NAME })).toBeVisible();
    await expect(panel.getByTestId('pending-members').getByTestId('member').filter({ hasText: MEMBER_NAME })).toHaveCount(0);
    await expectAccessible(admin.page);

    // member@demo is in: they post with a picture through the composer's media picker.
    await page.reload();
    await expect(page.getByTestId('membership-state')).toHaveText('You are a member');
    const composer = page.getByTestId('post-composer');
    await composer.getByTestId('post-starter').click();
    const editor = composer.getByRole('textbox', { name: 'Your post' });
    await expect(composer.getByTestId('post-starter')).toHaveCount(0);
    await editor.click();
    await page.keyboard.type(postText);
    await composer.getByLabel('Add pictures or videos').setInputFiles({ name: 'handover.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(composer.getByRole('list', { name: 'Chosen files' })).toContainText('handover.png');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    const post = page.getByTestId('post').filter({ hasText: postText });
    await expect(post).toBeVisible({ timeout: 20_000 });
    const picture = post.getByRole('img');
    await expect(picture).toBeVisible();
    // The picture is served (the browser decoded it).
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    postId = Number(await post.getAttribute('data-post-id'));
    expect(postId).toBeGreaterThan(0);

    // admin@demo comments and likes, in Arabic.
    await admin.page.goto(orgUrl('demo', `/groups/${groupId}/post/${postId}`, 'ar'));
    await expectDirection(admin.page, 'ar');
    const theirs = admin.page.getByTestId('post');
    await expect(theirs).toContainText(postText);
    await admin.page.getByTestId('comment-form').getByLabel('اكتب تعليقًا').fill(commentText);
    await admin.page.getByTestId('comment-form').getByRole('button', { name: 'علّق' }).click();
    await expect(admin.page.getByTestId('comment-list')).toContainText(commentText);
    const like = theirs.getByTestId('like-post');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText(/1|١/);
    await expectAccessible(admin.page);
  } finally {
    await admin.context.close();
  }

  // member@demo sees the comment and the like on the post's page, and saves it.
  await page.goto(orgUrl('demo', `/groups/${groupId}/post/${postId}`, 'en'));
  await expectDirection(page, 'en');
  const mine = page.getByTestId('post');
  await expect(mine).toContainText(postText);
  await expect(page.getByTestId('comment-list')).toContainText(commentText);
  await expect(mine.getByTestId('like-post')).toHaveAttribute('aria-pressed', 'false');
  await expect(mine.getByTestId('like-post')).toContainText('(1 like)');
  const save = mine.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(mine.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The saved posts, in English then in Arabic.
  await page.goto(orgUrl('demo', '/saved-post', 'en'));
  await expectDirection(page, 'en');
  const saved = page.getByTestId('post').filter({ hasText: postText });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Open the group' })).toHaveAttribute('href', new RegExp(`/groups/${groupId}$`));
  await page.goto(orgUrl('demo', '/saved-post', 'ar'));
  await expectDirection(page, 'ar');
  await expect(page.getByTestId('post').filter({ hasText: postText }).getByRole('button', { name: 'محفوظ', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The group and the post in Arabic, for the member too.
  await page.goto(orgUrl('demo', `/groups/${groupId}`, 'ar'));
  await expectDirection(page, 'ar');
  await expect(page.getByTestId('membership-state')).toHaveText('أنت عضو');
  await expect(page.getByTestId('post').filter({ hasText: postText })).toBeVisible();
  await page.goto(orgUrl('demo', `/groups/${groupId}/post/${postId}`, 'ar'));
  await expect(page.getByTestId('comment-list')).toContainText(commentText);
});

const SECRET_WORDS = {
  en: {
    account: 'member@demo.halaqa.test', notFound: 'We could not find this group. It may have been removed, or you may not have access to it.',
    search: 'Search groups', go: 'Search', noMatch: `No group matches “${GROUPS.secret}”.`,
  },
  ar: {
    account: 'shopper@demo.halaqa.test', notFound: 'لم نعثر على هذه المجموعة. ربما حُذفت، أو ليس لك حق الوصول إليها.',
    search: 'ابحث في المجموعات', go: 'بحث', noMatch: `لا توجد مجموعة تطابق «${GROUPS.secret}».`,
  },
} as const;

for (const lang of LANGS) {
  test(`(${lang}) a secret group does not exist for a non-member`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = SECRET_WORDS[lang];
    // Its id, from one of its admins.
    const admin = await apiSessionOf('demo', 'admin@demo.halaqa.test');
    let secretId: number;
    try {
      const mine = await admin.api.get(apiUrl('/api/groups/mine?take=50'));
      expect(mine.status()).toBe(200);
      const groups = (await mine.json() as { data: { id: number; name: string; privacy: string }[] }).data;
      const secret = groups.find((group) => group.name === GROUPS.secret);
      expect(secret?.privacy).toBe('SECRET');
      secretId = secret!.id;
    } finally {
      await admin.close();
    }

    await signIn(page, words.account, lang);
    // Its address: not found, as if it did not exist.
    await page.goto(orgUrl('demo', `/groups/${secretId}`, lang));
    await expectDirection(page, lang);
    await expect(page.getByTestId('not-found')).toContainText(words.notFound);
    await expect(page.getByText(GROUPS.secret)).toHaveCount(0);

    // Discover lists the others, not it; searching for it finds nothing, while another group is found.
    await page.goto(orgUrl('demo', '/groups/mine', lang));
    await expectDirection(page, lang);
    const discover = page.getByTestId('discover-list');
    await expect(discover.getByRole('link', { name: GROUPS.public })).toBeVisible();
    await expect(page.getByRole('link', { name: GROUPS.secret })).toHaveCount(0);
    const search = page.getByRole('search', { name: words.search });
    await search.getByLabel(words.search).fill(GROUPS.secret);
    await search.getByRole('button', { name: words.go }).click();
    await expect(page.getByText(words.noMatch)).toBeVisible();
    await search.getByLabel(words.search).fill('Clinical');
    await search.getByRole('button', { name: words.go }).click();
    await expect(page.getByTestId('discover-list').getByRole('link', { name: GROUPS.private })).toBeVisible();

    // The API agrees: no group, no post, no search hit.
    const member = await apiSessionOf('demo', words.account);
    try {
      expect((await member.api.get(apiUrl(`/api/groups/${secretId}`))).status()).toBe(404);
      expect((await member.api.get(apiUrl(`/api/groups/${secretId}/posts`))).status()).toBe(404);
      // Its name and its post's words (the seed's "Draft timetable for next term").
      for (const q of ['Faculty', 'timetable']) {
        const found = await member.api.get(apiUrl(`/api/social/search?q=${q}`));
        expect(found.status()).toBe(200);
        const hits = await found.json() as { groups: { id: number }[]; posts: { groupId: number }[] };
        expect(hits.groups.map((group) => group.id)).not.toContain(secretId);
        expect(hits.posts.map((post) => post.groupId)).not.toContain(secretId);
      }
    } finally {
      await member.close();
    }
  });
}
