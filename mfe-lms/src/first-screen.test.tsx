// The requests a route declares as its first screen (the shell sends them
// ahead while this remote loads) must be exactly the ones its page makes when
// opened, or the answers sent ahead would go unused and the page would ask
// twice. Each page with a first screen is opened here as a member would.
import { waitFor } from '@testing-library/react';
import { createSiteMap, firstScreenRequests } from '@halaqa/contracts';
import { answer, requestsTo, unhandled } from '@halaqa/session/src/testing/fake-api';
import { lms } from './definition';
import { filterOptionsFixture, coursePageFixture } from './features/catalogue/testing/catalogue-fixtures';
import { answerCourse } from './features/course-overview/testing/answer-course';
import { answerPlayer } from './features/course-player/testing/answer-player';
import { subsectionFixture } from './features/course-player/testing/player-fixtures';
import { myCourseFixture } from './testing/my-course-fixture';
import { renderPage, resetPageState } from './testing/render-page';

/** Where each page opens in this test and what the API answers it. */
const OPENED: Record<string, { path: string; signedIn?: boolean; answer(): void }> = {
  allCourses: {
    path: '/lms/all-courses',
    answer: () => {
      answer('GET', 'courses/filter-options', { status: 200, body: filterOptionsFixture() });
      answer('GET', 'courses/search', { status: 200, body: coursePageFixture(3, 3, 1) });
    },
  },
  myCourses: {
    path: '/lms/my-courses',
    signedIn: true,
    answer: () => answer('GET', 'courses/my-courses', { status: 200, body: { count: 1, data: [myCourseFixture({ id: 1 })] } }),
  },
  courseOverview: { path: '/lms/courses/11/overview', answer: () => answerCourse({}, 2) },
  courseSubsection: {
    path: '/lms/courses/11/content/102',
    signedIn: true,
    answer: () => answerPlayer({}, [
      subsectionFixture({ id: 102, name: 'Welcome', contentType: 'TEXT', body: '<p>Hello</p>', nextId: 103 }),
      subsectionFixture({ id: 103, name: 'Reading', contentType: 'TEXT', body: '<p>Trust</p>', previousId: 102 }),
    ]),
  },
};

const site = createSiteMap([lms.definition]);
const declaring = lms.definition.routes.filter((route) => route.firstScreen?.length);

/** An address as the fake API recorded it: path under /api and the query, in a fixed order. */
const sortedQuery = (query: URLSearchParams) => {
  const copy = new URLSearchParams(query);
  copy.sort();
  return copy.toString();
};

afterEach(async () => {
  expect(unhandled).toEqual([]);
  await resetPageState();
});

it('opens every page that declares a first screen', () => {
  expect(Object.keys(OPENED).sort()).toEqual(declaring.map((route) => route.page).sort());
});

it.each(declaring.map((route) => [route.page]))('%s asks for exactly its declared first screen, once each', async (page) => {
  const opened = OPENED[page]!;
  opened.answer();
  await renderPage(opened.path, { signedIn: opened.signedIn ?? false });
  const route = site.routeAt(opened.path);
  expect(route?.route.page).toBe(page);
  const declared = firstScreenRequests(route!.route.firstScreen, route!.params).map((address) => new URL(address, 'http://site'));
  expect(declared.length).toBeGreaterThan(0);
  for (const address of declared) {
    const path = address.pathname.replace(/^\/api\//, '');
    await waitFor(() => expect(requestsTo('GET', path).map((request) => sortedQuery(request.query))).toEqual([sortedQuery(address.searchParams)]));
  }
});
