import { organizationFixture } from '@halaqa/contracts/src/testing/organization-fixture';
import { catalogueContent, courseContent, loginContent, myCoursesContent, writtenScreen, WRITTEN_CARDS, type CourseFace } from './first-screen-html';
import { firstScreenTexts } from './first-screen-texts';

const course = (id: number, coverImageUrl: string | null = `/api/media/${id}/content?sig=a`): CourseFace => ({
  id, name: `Course ${id}`, briefDescription: `About ${id}`, coverImageUrl, category: { name: 'Data' },
});

const courseHref = (id: number) => `/lms/courses/${id}/overview`;

describe('the written catalogue', () => {
  const texts = firstScreenTexts(organizationFixture(), 'en');

  test('draws the first cards only, their covers fetched at once in the sizes the app asks for', () => {
    const { html } = catalogueContent({ count: 9, data: [1, 2, 3, 4, 5, 6].map((id) => course(id)) }, texts, courseHref);
    const images = [...html.matchAll(/<img ([^>]*)>/g)].map((match) => match[1]!);
    expect(images).toHaveLength(WRITTEN_CARDS);
    for (const image of images) {
      expect(image).toContain('fetchpriority="high"');
      expect(image).toContain('width="640" height="360"');
      expect(image).toContain('sizes="(min-width: 1024px) 320px, (min-width: 600px) 50vw, 100vw"');
      expect(image).toMatch(/srcset="\/api\/media\/\d\/content\?sig=a&amp;w=320 320w, /);
      expect(image).not.toContain('loading="lazy"');
    }
    expect(html).not.toContain('Course 5');
  });

  test('a card without a cover gets its initials on the colour the app gives it', () => {
    const { html, css } = catalogueContent({ count: 1, data: [course(7, null)] }, texts, courseHref);
    expect(html).toContain('<div class="fs-cover fs-panel-7"><span class="fs-initials" aria-hidden="true">C7</span></div>');
    expect(css).toMatch(/^\.fs-panel-7\{background:#[0-9a-f]{6};color:#[0-9a-f]{6}\}$/);
  });

  test('a link keeps a language other than English in its address, so the next page is written in it too', () => {
    expect(catalogueContent({ count: 1, data: [course(2)] }, firstScreenTexts(organizationFixture(), 'ar'), courseHref).html).toContain('<a href="/lms/courses/2/overview?lang=ar">');
    expect(catalogueContent({ count: 1, data: [course(2)] }, texts, courseHref).html).toContain('<a href="/lms/courses/2/overview">');
    expect(writtenScreen(organizationFixture(), firstScreenTexts(organizationFixture(), 'ar'), { html: '', css: '' }).html).toContain('<a class="fs-home" href="/?lang=ar">');
  });

  test('an empty catalogue says so in its count and draws no list', () => {
    const { html } = catalogueContent({ count: 0, data: [] }, texts, courseHref);
    expect(html).toBe('<h1>All Courses</h1><h2 class="fs-count">0 Courses</h2>');
  });
});

describe('the written overview and frame', () => {
  test("a course's header cover is drawn at the header's sizes", () => {
    const { html } = courseContent(course(3));
    expect(html).toContain('sizes="(min-width: 1024px) 640px, 100vw"');
    expect(html).toContain('<h1 dir="auto">Course 3</h1><p class="fs-lead" dir="auto">About 3</p>');
  });

  test("the bar is the organization's colour with text that reads on it, in its font, right to left in Arabic", () => {
    const organization = organizationFixture({ colors: ['#f0883e', '#000000'] });
    const screen = writtenScreen(organization, firstScreenTexts(organization, 'ar'), { html: '<h1>x</h1>', css: '' });
    // White on this orange reads at 2.5:1: the bar's text is dark instead.
    expect(screen.css).toMatch(/\.fs-bar\{[^}]*background:#f0883e;color:#111111/);
    expect(screen.html).toContain(`<span class="fs-name">${organization.nameArabic}</span>`);
    expect(screen.css).toContain('margin-inline-end:12px');
  });
});

describe('the written member’s courses', () => {
  const texts = firstScreenTexts(organizationFixture(), 'en').myCourses;
  const links = {
    tabs: [{ href: '/lms/my-courses', text: 'My Courses', current: true }, { href: '/lms/finished-courses', text: 'Finished Courses', current: false }],
    courseHref,
    continueHref: (id: number) => `/lms/courses/${id}`,
  };
  const mine = (id: number, progress: number, name = `Course ${id}`) => ({ ...course(id), name, progress, isFinished: false });

  test('the first cards with their progress (as wide as it says, no style attribute) and the way in; the tabs with the current one marked', () => {
    const { html, css, leadImage } = myCoursesContent({ data: [1, 2, 3, 4, 5].map((id) => mine(id, id * 20 - 3)) }, texts, links, 'en');
    expect(html).toContain('<nav class="fs-tabs" aria-label="Courses lists"><a href="/lms/my-courses" aria-current="page">My Courses</a><a href="/lms/finished-courses">Finished Courses</a></nav>');
    expect([...html.matchAll(/role="progressbar"/g)]).toHaveLength(WRITTEN_CARDS);
    expect(html).toContain('aria-valuenow="17" aria-valuetext="17%"><div class="fs-fill fs-fill-17"></div></div><span aria-hidden="true">17%</span>');
    expect(css).toContain('.fs-fill-17{inline-size:17%}');
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('<a class="fs-button" href="/lms/courses/4" aria-label="Continue “Course 4”">Continue</a>');
    expect(html).not.toContain('Course 5');
    expect(leadImage?.href).toBe('/api/media/1/content?sig=a');
  });

  test('escapes a course’s name in its labels; the percentage and the links in Arabic', () => {
    const { html } = myCoursesContent({ data: [mine(9, 50, '<b>"x"</b>')] }, firstScreenTexts(organizationFixture(), 'ar').myCourses, links, 'ar');
    expect(html).not.toContain('<b>');
    expect(html).toContain('aria-label="التقدم في «&lt;b&gt;&quot;x&quot;&lt;/b&gt;»"');
    // As the app's ProgressBar writes it (Intl in the page's language).
    expect(html).toContain(`aria-valuetext="${new Intl.NumberFormat('ar', { style: 'percent' }).format(0.5)}"`);
    expect(html).toContain('href="/lms/courses/9?lang=ar"');
  });
});

describe('the announcement banner', () => {
  test('the newest announcement above the page, its link completed and opened apart, every text escaped; the dismiss button comes with the app', () => {
    const texts = firstScreenTexts(organizationFixture(), 'en');
    const screen = writtenScreen(organizationFixture(), texts, { html: '<h1>x</h1>', css: '' }, { id: 4, body: 'Open <b>now</b> & later', externalLink: 'www.example.org/?a=1&b=2' });
    expect(screen.html).toContain('</header><aside class="fs-banner" aria-label="Announcement"><p>Open &lt;b&gt;now&lt;/b&gt; &amp; later'
      + '<a href="https://www.example.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Learn more</a></p><span class="fs-banner-room"></span></aside><main');
    expect(screen.announcementId).toBe(4);
    expect(screen.html).not.toContain('<button');
    const none = writtenScreen(organizationFixture(), texts, { html: '<h1>x</h1>', css: '' });
    expect(none.html).not.toContain('fs-banner"');
    expect(none.announcementId).toBeUndefined();
  });
});

describe('the written login page', () => {
  const texts = firstScreenTexts(organizationFixture(), 'ar').login;
  test('its fields and button; its links only where the site has the pages, in the page’s language', () => {
    const { html } = loginContent(texts, { forgotPassword: '/auth/forget-password', register: null }, 'ar');
    expect(html).toContain('<input id="fs-email" name="email" type="email" autocomplete="username" dir="ltr" aria-required="true">');
    expect(html).toContain('<button type="submit" class="fs-button" data-sending="جارٍ تسجيل الدخول…">تسجيل الدخول</button>');
    expect(html).toContain('<a href="/auth/forget-password?lang=ar">');
    expect(html).not.toContain(texts.register);
    expect(loginContent(texts, { forgotPassword: null, register: null }, 'ar').html).not.toContain('fs-links');
  });
});

describe('texts', () => {
  test('in the organization’s terminology, with each language’s plural rules', () => {
    const nour = organizationFixture();
    nour.terminology.course = { en: { singular: 'Program', plural: 'Programs' }, ar: { singular: 'برنامج', plural: 'برامج' } };
    const en = firstScreenTexts(nour, 'en');
    expect([en.allCourses, en.courseCount(1), en.courseCount(2)]).toEqual(['All Programs', '1 Program', '2 Programs']);
    const ar = firstScreenTexts(nour, 'ar');
    expect([ar.allCourses, ar.courseCount(0), ar.courseCount(1), ar.courseCount(2), ar.courseCount(5), ar.courseCount(16), ar.courseCount(100)])
      .toEqual(['كل البرامج', 'لا توجد برامج', '1 برنامج', '2 برامج', '5 برامج', '16 برنامج', '100 برنامج']);
  });
});
