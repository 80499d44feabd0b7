import { buildPath, firstScreenRequests, matchPath, pathBuilder, pathHasPrefix, pathParamNames, queryString } from './route-path';

describe('path builders', () => {
  it('fill parameters in template order, one encoded segment each', () => {
    const content = pathBuilder('/lms/courses/:courseId/content/:subsectionId');
    expect(content(12, 'a b/c')).toBe('/lms/courses/12/content/a%20b%2Fc');
    expect(pathBuilder('/lms/all-courses')()).toBe('/lms/all-courses');
  });

  it('append a query after the parameters, leaving out empty values and repeating arrays', () => {
    const overview = pathBuilder('/lms/courses/:courseId/overview');
    expect(overview(5, { tab: 'reviews', page: 2, missing: undefined, none: null })).toBe('/lms/courses/5/overview?tab=reviews&page=2');
    expect(pathBuilder('/lms/all-courses')({ categoryIds: [1, 2], query: 'data science' })).toBe('/lms/all-courses?categoryIds=1&categoryIds=2&query=data+science');
    expect(queryString({})).toBe('');
  });

  it('refuse a missing or empty parameter rather than link to /undefined', () => {
    expect(() => buildPath('/lms/courses/:courseId/overview', [])).toThrow(':courseId');
    expect(() => buildPath('/lms/courses/:courseId/overview', [''])).toThrow(':courseId');
  });

  it('are typed by the template', () => {
    const content = pathBuilder('/lms/courses/:courseId/content/:subsectionId');
    // @ts-expect-error the subsection is missing
    expect(() => content(1)).toThrow();
    // @ts-expect-error a route without parameters takes none (only a query)
    pathBuilder('/lms/all-courses')(1);
    expect(pathParamNames('/a/:x/b/:y')).toEqual(['x', 'y']);
  });
});

describe('pathHasPrefix', () => {
  it('matches the prefix itself and paths below it, not siblings that start alike', () => {
    expect(pathHasPrefix('/lms', '/lms')).toBe(true);
    expect(pathHasPrefix('/lms/all-courses', '/lms')).toBe(true);
    expect(pathHasPrefix('/lmsx', '/lms')).toBe(false);
  });
});

describe('matchPath', () => {
  it('reads parameters from one segment each and needs every fixed segment', () => {
    expect(matchPath('/lms/courses/:courseId/overview', '/lms/courses/12/overview')).toEqual({ courseId: '12' });
    expect(matchPath('/lms/courses/:courseId/overview', '/lms/courses/12/overview/')).toEqual({ courseId: '12' });
    expect(matchPath('/lms/courses/:courseId/overview', '/lms/courses/12')).toBeNull();
    expect(matchPath('/lms/courses/:courseId/overview', '/lms/courses/12/overview/more')).toBeNull();
    expect(matchPath('/lms/all-courses', '/lms/all-courses')).toEqual({});
  });

  it('decodes a parameter, refuses a broken escape, and lets a trailing * take the rest', () => {
    expect(matchPath('/a/:name', '/a/%D9%86%D9%88%D8%B1')).toEqual({ name: 'نور' });
    expect(matchPath('/a/:name', '/a/%E0%A4%A')).toBeNull();
    expect(matchPath('/files/*', '/files/x/y')).toEqual({});
  });
});

describe('firstScreenRequests', () => {
  it('fills API path parameters from the route and appends the query as the client writes it', () => {
    const calls = [
      { path: '/api/courses/search', query: { sort: 'newest', skip: 0, take: 12 } },
      { path: '/api/courses/{courseId}' },
      { path: '/api/courses/{courseId}/reviews', query: { mine: true } },
    ];
    expect(firstScreenRequests(calls, { courseId: '7 x' })).toEqual([
      '/api/courses/search?sort=newest&skip=0&take=12', '/api/courses/7%20x', '/api/courses/7%20x/reviews?mine=true',
    ]);
  });

  it('leaves out a call whose parameter the route does not have', () => {
    expect(firstScreenRequests([{ path: '/api/courses/{courseId}' }], {})).toEqual([]);
    expect(firstScreenRequests(undefined, {})).toEqual([]);
  });
});
