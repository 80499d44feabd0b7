import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { announcementListAddress } from '@halaqa/contracts/src/announcement-list';
import { firstScreenRequests, type Language, type SiteMap, type SiteStart } from '@halaqa/contracts';
import type { FastifyInstance } from 'fastify';
import { Nullable } from '../../../core/http-schemas';
import type { OrganizationCache } from '../../../core/organization-cache';
import { catalogueContent, courseContent, loginContent, myCoursesContent, writtenScreen, type WrittenScreen } from './first-screen-html';
import type { WrittenAudience } from './first-screen-gate';
import { firstScreenTexts, type FirstScreenTexts } from './first-screen-texts';
import { createVisitorAnswers, memberAnswer } from './in-process-answers';

/** What the written screen reads of a course, whichever answer it comes in. */
const CourseFaceSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  briefDescription: Nullable(Type.String()),
  coverImageUrl: Nullable(Type.String()),
  category: Nullable(Type.Object({ name: Type.String() })),
});
const CoursePageSchema = Type.Object({ count: Type.Integer({ minimum: 0 }), data: Type.Array(CourseFaceSchema) });
const MyCoursePageSchema = Type.Object({
  data: Type.Array(Type.Composite([CourseFaceSchema, Type.Object({ progress: Type.Integer({ minimum: 0, maximum: 100 }), isFinished: Type.Boolean() })])),
});
/** What the banner reads of the announcement list. */
const AnnouncementListSchema = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), body: Type.String(), externalLink: Nullable(Type.String()) })),
});

/**
 * The pages with a written first screen, by the role their route claims:
 * whom each is written for and the first-screen call it is drawn from (the
 * login page is drawn from nothing).
 */
const WRITTEN_PAGES = {
  login: { audience: 'visitors', call: null },
  allCourses: { audience: 'visitors', call: '/api/courses/search' },
  courseOverview: { audience: 'visitors', call: '/api/courses/{courseId}' },
  myCourses: { audience: 'members', call: '/api/courses/my-courses' },
} as const satisfies Record<string, { audience: WrittenAudience; call: string | null }>;
type WrittenRole = keyof typeof WRITTEN_PAGES;
type OpenedRoute = NonNullable<ReturnType<SiteMap['routeAt']>> & { route: { role: WrittenRole } };
const isWrittenRoute = (opened: ReturnType<SiteMap['routeAt']>): opened is OpenedRoute =>
  opened?.route.role !== undefined && opened.route.role in WRITTEN_PAGES;

/** The member a page request comes from (its page cookie), as a one-off access token for the in-process calls. */
export interface PageMember {
  accessToken: string;
}

/** A written first screen and whom it was written for. */
export interface WrittenPage {
  screen: WrittenScreen;
  audience: WrittenAudience;
}

export interface FirstScreenRequest {
  app: FastifyInstance;
  start: SiteStart;
  site: SiteMap;
  pathname: string;
  query: URLSearchParams;
  language: Language;
  /** Null: a visitor, or a member whose page cookie did not name a session. */
  member: PageMember | null;
}

/**
 * The first screen the server writes into a page (decision 0019): for the
 * catalogue and a course's overview, what the API answers a visitor there,
 * drawn as the app draws it; for the login page, its form; for a member's
 * courses, what the API answers that member. Null for every other page, for
 * a page with a query beyond its language (a search, a filter, a login's
 * return address: the app's to draw), for a visitor's page asked for by a
 * member and a member's page asked for by a visitor, and where the API
 * would show nothing.
 */
export function createFirstScreen(cache: OrganizationCache) {
  const visitorAnswer = createVisitorAnswers(cache);

  /** GET `address` as the page's reader: the visitor (remembered), or the member. */
  const answerFor = ({ app, start, language, member }: FirstScreenRequest, address: string) => (member
    ? memberAnswer(app, start.organization.domainPrefix, language, address, member.accessToken)
    : visitorAnswer(app, start.organization.domainPrefix, language, address));

  /** The page's own part of the screen (null: nothing to write). */
  async function pageContent(request: FirstScreenRequest, opened: OpenedRoute, texts: FirstScreenTexts): Promise<WrittenScreen | null> {
    const { start, site, language } = request;
    const { organization } = start;
    const { role } = opened.route;
    if (role === 'login') {
      const links = {
        forgotPassword: site.pathFor('forgetPassword'),
        register: organization.flags.selfRegistrationEnabled ? site.pathFor('register') : null,
      };
      return loginContent(texts.login, links, language);
    }
    const call = opened.route.firstScreen?.find((entry) => entry.path === WRITTEN_PAGES[role].call);
    const [address] = call ? firstScreenRequests([call], opened.params) : [];
    if (!address) return null;
    const answer = await answerFor(request, address);
    const courseHref = (id: number) => site.pathFor('courseOverview', id);
    if (role === 'allCourses') return Value.Check(CoursePageSchema, answer) ? catalogueContent(answer, texts, courseHref) : null;
    if (role === 'courseOverview') return Value.Check(CourseFaceSchema, answer) ? courseContent(answer) : null;
    // A member with no courses yet gets the app's empty state, which the server does not write.
    if (!Value.Check(MyCoursePageSchema, answer) || answer.data.length === 0) return null;
    const tab = (page: 'myCourses' | 'finishedCourses' | 'allCourses') => {
      const href = site.pathFor(page);
      return href ? [{ href, text: texts.myCourses.tabs[page], current: page === 'myCourses' }] : [];
    };
    // LmsTabs' tabs: all courses where members may enroll themselves.
    const tabs = [...tab('myCourses'), ...tab('finishedCourses'), ...(organization.flags.selfEnrollmentEnabled ? tab('allCourses') : [])];
    return myCoursesContent(answer, texts.myCourses, { tabs, courseHref, continueHref: (id) => site.pathFor('courseContent', id) }, language);
  }

  return async function firstScreen(request: FirstScreenRequest): Promise<WrittenPage | null> {
    const { start, site, pathname, query, language, member } = request;
    if ([...query.keys()].some((key) => key !== 'lang')) return null;
    const opened = site.routeAt(pathname);
    if (!isWrittenRoute(opened)) return null;
    const { audience } = WRITTEN_PAGES[opened.route.role];
    if ((audience === 'members') !== (member !== null)) return null;
    const texts = firstScreenTexts(start.organization, language);
    // The banner above the page, as the shell's AnnouncementBanner shows its reader: the newest one (a member's not dismissed).
    const [content, announcements] = await Promise.all([
      pageContent(request, opened, texts),
      answerFor(request, announcementListAddress),
    ]);
    if (!content) return null;
    const announcement = Value.Check(AnnouncementListSchema, announcements) ? (announcements.data[0] ?? null) : null;
    return { screen: writtenScreen(start.organization, texts, content, announcement), audience };
  };
}
