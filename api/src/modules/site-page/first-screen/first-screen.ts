import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { firstScreenRequests, type Language, type SiteMap, type SiteStart } from '@halaqa/contracts';
import type { FastifyInstance } from 'fastify';
import { Nullable } from '../../../core/http-schemas';
import type { OrganizationCache } from '../../../core/organization-cache';
import { catalogueContent, courseContent, writtenScreen, type WrittenScreen } from './first-screen-html';
import { firstScreenTexts } from './first-screen-texts';
import { createVisitorAnswers } from './visitor-answers';

/** What the written screen reads of a course, whichever answer it comes in. */
const CourseFaceSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  briefDescription: Nullable(Type.String()),
  coverImageUrl: Nullable(Type.String()),
  category: Nullable(Type.Object({ name: Type.String() })),
});
const CoursePageSchema = Type.Object({ count: Type.Integer({ minimum: 0 }), data: Type.Array(CourseFaceSchema) });

/** The pages with a written first screen, by the role their route claims, and the first-screen call each is drawn from. */
const WRITTEN_PAGES = {
  allCourses: '/api/courses/search',
  courseOverview: '/api/courses/{courseId}',
} as const;
type WrittenRole = keyof typeof WRITTEN_PAGES;
const isWrittenRole = (role: string | undefined): role is WrittenRole => role !== undefined && role in WRITTEN_PAGES;

export interface FirstScreenRequest {
  app: FastifyInstance;
  start: SiteStart;
  site: SiteMap;
  pathname: string;
  query: URLSearchParams;
  language: Language;
}

/**
 * The first screen the server writes into a page (decision 0019): for the
 * catalogue and a course's overview, what the API answers a visitor there,
 * drawn as the app draws it; null for every other page, for a page with a
 * query beyond its language (a search, a filter: the app's to draw), and
 * where the API would show a visitor nothing.
 */
export function createFirstScreen(cache: OrganizationCache) {
  const visitorAnswer = createVisitorAnswers(cache);

  return async function firstScreen({ app, start, site, pathname, query, language }: FirstScreenRequest): Promise<WrittenScreen | null> {
    if ([...query.keys()].some((key) => key !== 'lang')) return null;
    const opened = site.routeAt(pathname);
    const role = opened?.route.role;
    if (!opened?.route.firstScreen || !isWrittenRole(role)) return null;
    const call = opened.route.firstScreen.find((entry) => entry.path === WRITTEN_PAGES[role]);
    const [address] = call ? firstScreenRequests([call], opened.params) : [];
    if (!address) return null;
    const answer = await visitorAnswer(app, start.organization.domainPrefix, language, address);
    const { organization } = start;
    if (role === 'allCourses') {
      return Value.Check(CoursePageSchema, answer)
        ? writtenScreen(organization, language, catalogueContent(answer, firstScreenTexts(organization, language), (id) => site.pathFor('courseOverview', id)))
        : null;
    }
    return Value.Check(CourseFaceSchema, answer) ? writtenScreen(organization, language, courseContent(answer)) : null;
  };
}
