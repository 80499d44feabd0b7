import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { announcementListAddress } from '@halaqa/contracts/src/announcement-list';
import { firstScreenRequests, type Language, type SiteMap, type SiteStart } from '@halaqa/contracts';
import type { FastifyInstance } from 'fastify';
import { Nullable } from '../../../core/http-schemas';
import type { OrganizationCache } from '../../../core/organization-cache';
import { catalogueContent, courseContent, loginContent, writtenScreen, type WrittenScreen } from './first-screen-html';
import { firstScreenTexts, type FirstScreenTexts } from './first-screen-texts';
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
/** What the banner reads of the announcement list. */
const AnnouncementListSchema = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), body: Type.String(), externalLink: Nullable(Type.String()) })),
});

/** The pages with a written first screen drawn from an answer, by the role their route claims, and the first-screen call each is drawn from. */
const WRITTEN_PAGES = {
  allCourses: '/api/courses/search',
  courseOverview: '/api/courses/{courseId}',
} as const;
type WrittenRole = keyof typeof WRITTEN_PAGES;
const isWrittenRole = (role: string | undefined): role is WrittenRole => role !== undefined && role in WRITTEN_PAGES;

type OpenedRoute = NonNullable<ReturnType<SiteMap['routeAt']>>;

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
 * drawn as the app draws it; for the login page, its form. Null for every
 * other page, for a page with a query beyond its language (a search, a
 * filter, a login's return address: the app's to draw), and where the API
 * would show a visitor nothing.
 */
export function createFirstScreen(cache: OrganizationCache) {
  const visitorAnswer = createVisitorAnswers(cache);

  /** The page's own part of the screen (null: nothing to write). */
  async function pageContent({ app, start, site, language }: FirstScreenRequest, opened: OpenedRoute, texts: FirstScreenTexts): Promise<WrittenScreen | null> {
    const { organization } = start;
    const { role } = opened.route;
    if (role === 'login') {
      const links = {
        forgotPassword: site.pathFor('forgetPassword'),
        register: organization.flags.selfRegistrationEnabled ? site.pathFor('register') : null,
      };
      return loginContent(texts.login, links, language);
    }
    if (!opened.route.firstScreen || !isWrittenRole(role)) return null;
    const call = opened.route.firstScreen.find((entry) => entry.path === WRITTEN_PAGES[role]);
    const [address] = call ? firstScreenRequests([call], opened.params) : [];
    if (!address) return null;
    const answer = await visitorAnswer(app, organization.domainPrefix, language, address);
    if (role === 'allCourses') {
      return Value.Check(CoursePageSchema, answer) ? catalogueContent(answer, texts, (id) => site.pathFor('courseOverview', id)) : null;
    }
    return Value.Check(CourseFaceSchema, answer) ? courseContent(answer) : null;
  }

  return async function firstScreen(request: FirstScreenRequest): Promise<WrittenScreen | null> {
    const { app, start, site, pathname, query, language } = request;
    if ([...query.keys()].some((key) => key !== 'lang')) return null;
    const opened = site.routeAt(pathname);
    if (!opened || (opened.route.role !== 'login' && !isWrittenRole(opened.route.role))) return null;
    const texts = firstScreenTexts(start.organization, language);
    // The banner above the page, as the shell's AnnouncementBanner shows a visitor: the newest one.
    const [content, announcements] = await Promise.all([
      pageContent(request, opened, texts),
      visitorAnswer(app, start.organization.domainPrefix, language, announcementListAddress),
    ]);
    if (!content) return null;
    const announcement = Value.Check(AnnouncementListSchema, announcements) ? (announcements.data[0] ?? null) : null;
    return writtenScreen(start.organization, texts, content, announcement);
  };
}
