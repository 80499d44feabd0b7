// The words of a remote definition, listed for the manifest's schemas (the
// contracts keep them as types only: no page needs the lists at run time).
// `everyOf` fails the build when a list misses a word of its type, so a word
// added to the contracts must be added here.
import type {
  Audience, MemberPermission, MenuIcon, MenuPlacement, OrganizationFlag, OrganizationPermission, RouteRole, SlotName,
} from '@halaqa/contracts';

/** The values given, refused at compile time unless they are every member of `Word`. */
export const everyOf = <Word extends string>() => <const Values extends readonly Word[]>(
  ...values: Values & ([Exclude<Word, Values[number]>] extends [never] ? unknown : { missing: Exclude<Word, Values[number]> })
): Values => values;

export const MEMBER_PERMISSIONS = everyOf<MemberPermission>()(
  'member-full-access', 'access-courses', 'access-external-courses', 'access-communities', 'access-events',
  'access-skills-development', 'access-coaching',
);
export const ORGANIZATION_PERMISSIONS = everyOf<OrganizationPermission>()(
  'organization-everything', 'organization-enabled', 'organization-registration-enabled', 'organization-lms', 'organization-coaching',
  'organization-social-platform', 'organization-social-events', 'organization-learning-path', 'manage-courses', 'manage-external-courses',
  'manage-members', 'manage-specializations', 'manage-social-groups', 'manage-social-events', 'manage-learning-paths', 'manage-checklists',
  'manage-support-teams',
);
export const ORGANIZATION_FLAGS = everyOf<OrganizationFlag>()(
  'selfEnrollmentEnabled', 'selfRegistrationEnabled', 'marketplaceEnabled', 'allowAnonymousCourseView', 'allowAnonymousEventView',
  'certificatesEnabled', 'twoFactorEnabled', 'landingPageEnabled',
);
export const ROUTE_ROLES = everyOf<RouteRole>()(
  'coursesRoot', 'login', 'forgetPassword', 'register', 'dashboard', 'allCourses', 'myCourses', 'finishedCourses', 'courseContent', 'verifyNumber', 'assessments', 'assessment',
  'courseOverview', 'courseAnnouncement', 'courseCertificate', 'courseGradeItem', 'courseDiscussionBoard', 'specializationOverview',
  'courseAssignment', 'courseSurvey', 'coursePoll',
  'courseExams', 'courseExam', 'courseExamStart', 'courseExamReview', 'courseExamReviews', 'courseExamGrading',
  'activityLog', 'technicalSupport', 'zoomPolicy', 'noLectureLinks', 'paymentHistory', 'orderDetails', 'event', 'group', 'groupPost',
  'coachingSessions',
);
export const MENU_PLACEMENTS = everyOf<MenuPlacement>()('app-bar.tabs', 'app-bar.actions', 'side-menu', 'mobile-drawer', 'avatar-menu');
export const MENU_ICONS = everyOf<MenuIcon>()('book', 'calendar', 'mail', 'coach', 'heart', 'grid', 'bookmark', 'award');
export const AUDIENCES = everyOf<Audience>()('members', 'visitors', 'everyone');
export const SLOT_NAMES = everyOf<SlotName>()(
  'app-bar.search@1', 'app-bar.cart@1', 'app-bar.notifications@1', 'favorites.tabs@1', 'course-player.exam@1', 'dashboard.blocks@1', 'purchase.action@1',
);
