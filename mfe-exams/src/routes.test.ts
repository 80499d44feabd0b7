import { checkRouteTable, findRoute } from '@halaqa/contracts/src/testing/route-table-checks';
import routesModule, { remote, routes } from './routes';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const byPath = (path: string) => findRoute(routes, path);

/** The spec gives /exams no routes of its own; the landing page is the guard's deep-link target. */
const SPEC_PATHS = ['/exams/:subsectionExamId/landing'];

checkRouteTable({ owner: remote, module: routesModule, routes, titles: { en, ar }, requiredPaths: SPEC_PATHS });

describe(`${remote} route table`, () => {
  it('carries the spec meta', () => {
    expect(routes).toHaveLength(1);
    expect(byPath('/exams/:subsectionExamId/landing')).toEqual({
      path: '/exams/:subsectionExamId/landing', page: 'examLanding', meta: { requiresLogin: true },
    });
  });
});
